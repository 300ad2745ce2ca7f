import { parseArgs } from 'node:util';
import type { ServiceName } from '../../src/api/define';
import { SERVICE_PATHS } from '../../src/api/services';
import { formatTable, runConformance } from './kit';

/**
 * npm run conformance -- --base <url> --user <userNo> --password <pw> [--system srm] [--service bpm=<url>]... [--json]
 * Checks a server against the API contract; prints a table per endpoint; exits 1 on any failure or unreachable
 * endpoint, 2 on bad arguments.
 */
const USAGE = `usage: npm run conformance -- --base <url> --user <userNo> --password <pw> [--system main|srm] [--service <name>=<url>]... [--json]
  --base      the API base address; each service is base + its base path (${Object.entries(SERVICE_PATHS)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')})
  --service   a service that lives elsewhere, e.g. --service bpm=https://gateway.example.com/gateway/bpm
  --password  or the CONFORMANCE_PASSWORD environment variable (keeps it out of the shell history)`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        base: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        system: { type: 'string' },
        service: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const password = values.password ?? process.env.CONFORMANCE_PASSWORD;
  if (values.help || !values.base || !values.user || !password) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const services: Partial<Record<ServiceName, string>> = {};
  for (const spec of values.service ?? []) {
    const [name, url] = [spec.slice(0, spec.indexOf('=')), spec.slice(spec.indexOf('=') + 1)];
    if (!(name in SERVICE_PATHS) || !/^https?:\/\//.test(url)) {
      console.error(`--service ${spec}: expected <${Object.keys(SERVICE_PATHS).join('|')}>=<http(s) url>`);
      return 2;
    }
    services[name as ServiceName] = url;
  }
  const results = await runConformance({
    base: values.base,
    user: values.user,
    password,
    system: values.system === 'srm' ? 'srm' : 'main',
    services,
  });
  console.log(values.json ? JSON.stringify(results, null, 2) : formatTable(results));
  return results.every((r) => r.verdict === 'pass') ? 0 : 1;
}

process.exitCode = await main();
