import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDemoServer, type Build } from './app';

/**
 * `npm run demo` / `npm run serve`, configured by the environment (docs/api/server.md, "Running the server"):
 * HOST (127.0.0.1) and PORT (4173); STORE_FILE (.data/store.sqlite in the repository; `memory` keeps nothing);
 * `--fresh` or FRESH=1 starts from a new seed; DEMO=off serves no /demo/* routes and seeds nothing;
 * TRUST_PROXY=1 behind a proxy that sets X-Forwarded-For; DEMO_BUILD=react serves the React build;
 * DEMO_ALLOWED_ORIGINS (comma-separated) for host pages on other origins. One JSON line per request on stdout.
 */
const env = process.env;
const host = env.HOST || '127.0.0.1';
const port = Number(env.PORT ?? 4173);
const build: Build = env.DEMO_BUILD === 'react' ? 'react' : 'preact';
const demo = env.DEMO !== 'off';
const storeFile =
  env.STORE_FILE === 'memory'
    ? undefined
    : resolve(env.STORE_FILE || fileURLToPath(new URL('../../.data/store.sqlite', import.meta.url)));
const fresh = process.argv.includes('--fresh') || env.FRESH === '1';

const allowedOrigins = (env.DEMO_ALLOWED_ORIGINS ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

const server = await createDemoServer({
  port,
  host,
  build,
  allowedOrigins,
  storeFile,
  fresh,
  demo,
  trustProxy: env.TRUST_PROXY === '1',
  log: (line) => process.stdout.write(`${JSON.stringify(line)}\n`),
});
const say = (text: string) => process.stderr.write(`${text}\n`);
say(`${demo ? 'Demo server' : 'Server'} (${build} build) on ${server.url}`);
say(`  store               ${storeFile ?? 'memory (nothing kept)'}`);
say(`  health / readiness  ${server.url}/healthz  ${server.url}/readyz`);
if (demo) {
  say(`  messaging web view  ${server.url}/`);
  say(`  SRM variant         ${server.url}/srm/`);
  say(`  intranet portal     ${server.url}/portal.html`);
  say(`  demo accounts       ${server.url}/demo.html`);
}

const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
