import { CONTRACT } from '../../src/api/schema';
import { checkEndpoint } from './endpoint';
import { createCaller } from './http';
import { checkPreflights } from './preflight';
import { createRecorder } from './recorder';
import { checkSession } from './session';
import { checkSigningPin } from './signing';
import type { EndpointResult, Kit, KitOptions, Verdict } from './types';
import { checkWrites } from './writes';

export { retryAfterMs } from './http';
export { isSuccess, issuesOf } from './recorder';
export { type Answer, type EndpointResult, type KitOptions, UNKNOWN_ID, Unreachable, type Verdict } from './types';

/**
 * The conformance kit: checks a server against the contract, the way the client will talk to it. Read-only by
 * design: reads are real, every write goes to a record id that cannot exist (`conformance-unknown-…`) or is
 * refused before it could act, and no password is ever tried wrong (that could lock the account). Nothing is
 * left behind for a human to trip over.
 */

export async function runConformance(options: KitOptions): Promise<EndpointResult[]> {
  const doFetch = options.fetch ?? fetch;
  const kit: Kit = { options, ...createCaller(options), ...createRecorder() };
  const { call, entryOf, resultOf, expectData, expectError, guarded, results } = kit;

  // 1. Login: the token for everything else, and the error mapping of an unknown account (never a wrong password).
  // With --token there is no password login to check: an unknown account would count towards the address's lock
  // with no sign-in to clear it.
  const login = entryOf('main.login');
  if (options.token) resultOf(login).skipped.push('a token was given: the password login is not used');
  else
    await guarded(login, async () => {
      const unknown = await call(
        login,
        { account: 'conformance-no-such-user', password: 'x', system: options.system ?? 'main' },
        { auth: false },
      );
      expectError(login, unknown, 200, 1002, 'unknown account');
      const a = await call(
        login,
        { account: options.user ?? '', password: options.password ?? '', system: options.system ?? 'main' },
        { auth: false },
      );
      const grant = expectData(login, a, 'login') as { access_token?: string } | undefined;
      kit.setToken(grant?.access_token ?? '');
    });

  // 2. Every other endpoint.
  for (const entry of CONTRACT) if (entry !== login) await guarded(entry, () => checkEndpoint(kit, entry));

  // The signing PIN: malformed PINs always; a wrong one and the lock only for a test account (--pin-lock).
  if (kit.token()) await guarded(entryOf('signing.changePin'), () => checkSigningPin(kit, !!options.pinLock));

  // 3. The session: newtoken must reach a browser client (exposed), and a newtoken that arrives must work.
  await checkSession(kit);

  // 4. The extra checks asked for, then the logout (it ends the token every check above used).
  if (options.origin) await checkPreflights(options.origin, CONTRACT, kit.urlOf, doFetch, resultOf);
  if (options.writeRecord && kit.token()) await checkWrites(options.writeRecord, kit);
  else if (options.writeRecord) resultOf(entryOf('sap.approve')).skipped.push('--write-record: no sign-in');
  const logout = entryOf('main.logout');
  if (!kit.token()) resultOf(logout).skipped.push('no token: the login failed');
  else if (options.token) resultOf(logout).skipped.push('not called: it would end the token that was given');
  else
    await guarded(logout, async () => {
      expectData(logout, await call(logout, {}), 'logout');
      expectError(entryOf('main.me'), await call(entryOf('main.me'), {}), 401, 401, 'the token after a logout');
    });

  for (const r of results.values()) {
    if (r.verdict === 'not reachable') continue;
    if (r.reasons.length) r.verdict = 'fail';
    // Something that should have been checked was not: never reported as a pass.
    else if (r.skipped.length) r.verdict = 'not checked';
  }
  return [...results.values()];
}

/** The table the command prints: one line per endpoint, the reasons under it. */
export function formatTable(results: EndpointResult[]): string {
  const width = Math.max(...results.map((r) => `${r.method} ${r.path}`.length));
  const idWidth = Math.max(...results.map((r) => r.id.length));
  const lines = [`${'endpoint'.padEnd(idWidth)}  ${'request'.padEnd(width)}  result`, '-'.repeat(idWidth + width + 20)];
  for (const r of results) {
    lines.push(`${r.id.padEnd(idWidth)}  ${`${r.method} ${r.path}`.padEnd(width)}  ${r.verdict.toUpperCase()}`);
    for (const reason of r.reasons) lines.push(`${' '.repeat(idWidth + 2)}  - ${reason}`);
    if (r.verdict !== 'pass')
      for (const skip of r.skipped) lines.push(`${' '.repeat(idWidth + 2)}  - not checked: ${skip}`);
  }
  const count = (v: Verdict) => results.filter((r) => r.verdict === v).length;
  lines.push(
    '',
    `${count('pass')} pass, ${count('fail')} fail, ${count('not reachable')} not reachable, ${count('not checked')} not checked`,
  );
  return lines.join('\n');
}
