#!/usr/bin/env node
import { parseArgs } from 'node:util';
import type { ServiceName } from '../../src/api/define';
import { SERVICE_PATHS } from '../../src/api/services';
import { formatTable, runConformance } from './kit';

/**
 * npx esign-conformance (from the installed package, built to dist/conformance/) or npm run conformance -- in the
 * repository. Checks a server against the API contract; prints a table per endpoint; exits 1 on any failure or
 * unreachable endpoint, 2 on bad arguments. 'not checked' lines are listed and never count as a pass.
 */
const USAGE = `usage: npx esign-conformance --base <url> (--user <userNo> --password <pw> | --token <token>)
         [--system main|srm] [--origin <host page origin>] [--write-record <form id>] [--pin-lock] [--service <name>=<url>]... [--json]
  --base          the API base address; each service is base + its base path (${Object.entries(SERVICE_PATHS)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')})
  --password      or the CONFORMANCE_PASSWORD environment variable (keeps it out of the shell history)
  --token         an access token got elsewhere, for a server that signs in only by SSO (or CONFORMANCE_TOKEN)
  --origin        a host page's origin: checks every endpoint's CORS preflight and the exposed newtoken header
  --write-record  an SAP test form waiting for this account: uploads and deletes a file, approves it with a
                  comment and repeats the approval under the same Idempotency-Key (the approval stays)
  --pin-lock      the account is a test account: a wrong signing PIN is tried until signing locks (15 min)
  --service       a service that lives elsewhere, e.g. --service bpm=https://gateway.example.com/gateway/bpm`;

async function main(): Promise<number> {
  const parse = () =>
    parseArgs({
      options: {
        base: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        system: { type: 'string' },
        token: { type: 'string' },
        origin: { type: 'string' },
        'write-record': { type: 'string' },
        'pin-lock': { type: 'boolean' },
        service: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  let values: ReturnType<typeof parse>['values'];
  try {
    ({ values } = parse());
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const password = values.password ?? process.env.CONFORMANCE_PASSWORD;
  const token = values.token ?? process.env.CONFORMANCE_TOKEN;
  if (values.help || !values.base || !(token || (values.user && password))) {
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
    token,
    origin: values.origin,
    writeRecord: values['write-record'],
    pinLock: values['pin-lock'] ?? false,
    system: values.system === 'srm' ? 'srm' : 'main',
    services,
  });
  console.log(values.json ? JSON.stringify(results, null, 2) : formatTable(results));
  return results.some((r) => r.verdict === 'fail' || r.verdict === 'not reachable') ? 1 : 0;
}

process.exitCode = await main();
