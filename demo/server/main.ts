import { createDemoServer, type Build } from './app';

/** `npm run demo` / `npm run serve`: PORT picks the port, DEMO_BUILD=react serves the React build. */
const port = Number(process.env.PORT ?? 4173);
const build: Build = process.env.DEMO_BUILD === 'react' ? 'react' : 'preact';

const allowedOrigins = (process.env.DEMO_ALLOWED_ORIGINS ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

const server = await createDemoServer({ port, build, allowedOrigins });
console.log(`Demo server (${build} build) on ${server.url}`);
console.log(`  messaging web view  ${server.url}/`);
console.log(`  SRM variant         ${server.url}/srm/`);
console.log(`  intranet portal     ${server.url}/portal.html`);
console.log(`  demo accounts       ${server.url}/demo.html`);

const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
