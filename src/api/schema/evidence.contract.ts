import { evidenceApi, evidenceTransferApi } from '../evidence';
import { entry } from './contract';
import { RecordEvidence, recordRequest } from './evidence';

export const evidenceContract = [
  entry('evidence.record', evidenceApi.record, {
    summary: "A record's evidence chain and its verification",
    request: recordRequest,
    response: RecordEvidence,
  }),
  entry('evidence.sealed', evidenceTransferApi.sealed, {
    summary: 'A decided record as a sealed PDF (PAdES B-B): the form, then the evidence page',
    request: recordRequest,
    response: 'binary',
    codes: { 409: 'not decided yet: no evidence to seal' },
  }),
];
