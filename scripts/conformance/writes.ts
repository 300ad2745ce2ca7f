import type { ContractEntry } from '../../src/api/schema';
import { FOREIGN_DIGEST } from './signing';
import type { Answer, EndpointResult } from './types';

interface WriteKit {
  call(
    entry: ContractEntry,
    req: Record<string, unknown>,
    opts?: { body?: BodyInit; headers?: Record<string, string> },
  ): Promise<Answer>;
  entryOf(id: string): ContractEntry;
  resultOf(entry: ContractEntry): EndpointResult;
  expectData(entry: ContractEntry, a: Answer, what: string): unknown;
  expectError(entry: ContractEntry, a: Answer, status: number, code: number, what: string): void;
  token(): string;
}

/**
 * --write-record ID: the writes done for real on a test record the team names (an SAP form waiting for this
 * account). A file is uploaded, listed and deleted again (restored); the form is approved with a comment under an
 * Idempotency-Key, and the same key sent again must answer the same without a second approval. An approval
 * cannot be taken back through the contract: the report says so, which is why the record must be a test form.
 */
export async function checkWrites(id: string, kit: WriteKit): Promise<void> {
  const detail = kit.entryOf('sap.detail');
  const before = kit.expectData(detail, await kit.call(detail, { id }), `--write-record ${id}`) as
    | { canApprove?: boolean }
    | undefined;
  if (!before) return;

  const upload = kit.entryOf('sap.upload');
  const body = new FormData();
  body.append('file', new Blob(['conformance check\n'], { type: 'text/plain' }), 'conformance-check.txt');
  const file = kit.expectData(upload, await kit.call(upload, { id }, { body }), `upload to ${id}`) as
    | { id?: string }
    | undefined;
  if (file?.id) {
    const files = kit.entryOf('sap.files');
    const listed = (await kit.call(files, { id })).body as { data?: Array<{ id: string }> };
    const r = kit.resultOf(upload);
    if (listed.data?.some((f) => f.id === file.id)) r.passed.push('the uploaded file is listed');
    else r.reasons.push('the uploaded file is not listed on its record');
    const remove = kit.entryOf('sap.deleteFile');
    kit.expectData(remove, await kit.call(remove, { fileId: file.id }), 'deleting the uploaded file (restore)');
    const after = (await kit.call(files, { id })).body as { data?: Array<{ id: string }> };
    if (after.data?.some((f) => f.id === file.id)) kit.resultOf(remove).reasons.push('the file is still listed');
  }

  const approve = kit.entryOf('sap.approve');
  const r = kit.resultOf(approve);
  if (!before.canApprove) {
    r.skipped.push(`approval: form ${id} is not waiting for this account's approval`);
    return;
  }
  // The content digest: an approval of content other than the form's now is refused (409 code 5101), and nothing
  // is signed.
  const stale = await kit.call(approve, { id, comment: 'conformance check', contentDigest: FOREIGN_DIGEST });
  kit.expectError(approve, stale, 409, 5101, 'an approval carrying another content digest');
  const still = (await kit.call(detail, { id })).body as { data?: { canApprove?: boolean } };
  if (!still.data?.canApprove) r.reasons.push(`the refused approval (5101) changed form ${id}`);
  const key = `conformance-${Date.now().toString(36)}-approve`;
  const request = { id, comment: 'conformance check' };
  const first = await kit.call(approve, request, { headers: { 'Idempotency-Key': key } });
  const result = kit.expectData(approve, first, `approve ${id} with a comment`);
  if (!result) return;
  const again = await kit.call(approve, request, { headers: { 'Idempotency-Key': key } });
  if (again.status !== first.status || JSON.stringify(again.body) !== JSON.stringify(first.body))
    r.reasons.push(`idempotent repeat: the same Idempotency-Key answered HTTP ${first.status}, then ${again.status}`);
  else r.passed.push('idempotent repeat: same key, same answer');
  const after = (await kit.call(detail, { id })).body as { data?: { canApprove?: boolean } };
  if (after.data?.canApprove) r.reasons.push(`form ${id} still waits for this account after the approval`);
  else r.passed.push('the approval took effect');
  r.passed.push(`not restored: an approval is final in the contract, so ${id} must be a test form`);
}
