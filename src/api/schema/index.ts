import { authContract } from './auth.contract';
import type { ContractEntry } from './contract';
import { flowContract } from './flow.contract';
import { gs001pContract } from './gs001p.contract';
import { inboxContract } from './inbox.contract';
import { mainContract } from './main.contract';
import { qmsContract } from './qms.contract';
import { salaryContract } from './salary.contract';
import { sapContract } from './sap.contract';
import { srmContract } from './srm.contract';
import { evidenceContract } from './evidence.contract';
import { signingContract } from './signing.contract';

/**
 * Every endpoint of the contract with its schemas: the demo server validates against these, /openapi.json is
 * generated from them, and the fuzz test and the conformance kit check answers with them. Adding an endpoint:
 * declare it in src/api/<area>.ts, give it an entry in src/api/schema/<area>.contract.ts; a new area adds its list here.
 * tests/unit/api/contract-coverage.test.ts fails while an endpoint has no entry.
 */
export const CONTRACT: readonly ContractEntry[] = [
  ...mainContract,
  ...authContract,
  ...sapContract,
  ...srmContract,
  ...qmsContract,
  ...gs001pContract,
  ...salaryContract,
  ...inboxContract,
  ...flowContract,
  ...evidenceContract,
  ...signingContract,
];

/** The entry of an endpoint object, by identity. */
const byEndpoint = new Map(CONTRACT.map((e) => [e.endpoint, e]));
export function contractOf(endpoint: object): ContractEntry | undefined {
  return byEndpoint.get(endpoint as ContractEntry['endpoint']);
}

export type { ContractEntry } from './contract';
