import type { ContractEntry } from '../../src/api/schema';
import { checkRead } from './reads';
import { type Kit, UNKNOWN_ID } from './types';

/** Public writes checked with an input the server must refuse without acting. */
const PUBLIC_REFUSALS: Record<string, { body: object; code: number }> = {
  'auth.sendCode': { body: { jobId: 'conformance-no-such-job', method: 'mail' }, code: 2101 },
  'auth.verify': { body: { challengeId: UNKNOWN_ID, code: '000000' }, code: 2103 },
};

/** Salary calls with a salary token that cannot exist: code 3101, the password is never tried. */
const SALARY_REFUSED = new Set(['salary.months', 'salary.slip']);

/** Every check of one endpoint other than the login: refusals, 401, reads, salary, malformed and unknown writes. */
export async function checkEndpoint(kit: Kit, entry: ContractEntry): Promise<void> {
  const { call, expectData, expectError, options } = kit;
  const r = kit.resultOf(entry);
  const { method } = entry.endpoint;
  const names = [...entry.endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]);
  // An area names a kind of record, not a record: a real one, so the unknown id is what is refused.
  const unknownParams = Object.fromEntries(names.map((n) => [n, n === 'area' ? 'sap' : UNKNOWN_ID]));

  if (entry.public) {
    const refusal = PUBLIC_REFUSALS[entry.id];
    if (refusal)
      expectError(
        entry,
        await call(entry, refusal.body as Record<string, unknown>, { auth: false }),
        200,
        refusal.code,
        'refused input',
      );
    return;
  }

  // 401: without a token, every call answers HTTP 401 code 401 (and nothing happens).
  expectError(entry, await call(entry, unknownParams, { auth: false }), 401, 401, 'without a token');
  if (!kit.token()) {
    r.skipped.push('the checks that need a sign-in: no token (the login failed)');
    return;
  }

  if (method === 'GET') {
    await checkRead(kit, entry, names, unknownParams);
    return;
  }

  if (SALARY_REFUSED.has(entry.id)) {
    expectError(
      entry,
      await call(entry, { salaryToken: UNKNOWN_ID, ...(entry.id === 'salary.slip' ? { month: '2000-01' } : {}) }),
      200,
      3101,
      'unknown salary token',
    );
    return;
  }
  if (entry.id === 'salary.logout') {
    expectData(entry, await call(entry, { salaryToken: UNKNOWN_ID }), 'ending a salary token that does not exist');
    return;
  }
  if (entry.id === 'salary.login') {
    r.skipped.push('not called: a wrong salary password counts towards the lock');
    return;
  }

  // Logged out last (step 4), once no other check needs the token.
  if (entry.id === 'main.logout') return;
  // Writes: a request of the wrong shape is refused with 400; a write to a record that cannot exist is a 404
  // that does nothing, and the same Idempotency-Key answers the same again.
  if (method !== 'DELETE') {
    const malformed = await call(entry, unknownParams, { body: entry.multipart ? new FormData() : '[]' });
    expectError(entry, malformed, 400, 400, 'malformed request');
  }
  if (names.length && !entry.multipart) {
    const valid = validWrite(entry, unknownParams);
    const key = `conformance-${Date.now().toString(36)}-${entry.id}`;
    const first = await call(entry, valid, { headers: { 'Idempotency-Key': key } });
    expectError(entry, first, 404, 404, 'unknown record');
    if (entry.idempotent) {
      const again = await call(entry, valid, { headers: { 'Idempotency-Key': key } });
      if (again.status !== first.status || JSON.stringify(again.body) !== JSON.stringify(first.body)) {
        r.reasons.push(
          `idempotent write: the same Idempotency-Key answered HTTP ${first.status}, then HTTP ${again.status}`,
        );
      } else r.passed.push('idempotent write: same key, same answer');
    }
  } else if (entry.idempotent && !options.writeRecord) {
    r.skipped.push('idempotency: no record id to aim at without creating data (see --write-record)');
  }
}

/** The smallest request of a write that passes its schema, aimed at the given (unknown) record. */
function validWrite(entry: ContractEntry, params: Record<string, string>): Record<string, unknown> {
  const fill: Record<string, Record<string, unknown>> = {
    'sap.addSigner': { signerNo: 'conformance-nobody' },
    'srm.act': { action: 'approve', comment: 'conformance check' },
    'qms.judge': { action: 'return', comment: 'conformance check' },
    'gs001p.submit': { fields: {} },
    'gs001p.act': { action: 'confirm' },
    'flow.act': { action: 'comment', comment: 'conformance check' },
  };
  return { ...params, ...fill[entry.id] };
}
