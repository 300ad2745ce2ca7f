import type { SeedRecord } from '../../../demo/server/core/types';

/**
 * The records the double-tap checks act on, shared by the browser side (quality-faults-taps.e2e.ts) and the
 * server side (demo/server/idempotency.test.ts): a SAP form of the type waiting on 10001 that signs with a tap.
 */
export const sapWaiting = (seed: readonly SeedRecord[], type: string): SeedRecord =>
  seed.find(
    (r) =>
      r.area === 'sap' &&
      r.type === type &&
      r.status === 'under approval' &&
      r.assignee === '10001' &&
      !r.id.startsWith('FI0009') &&
      // The large framework order asks for the signing PIN (signing.e2e.ts): these taps sign with a tap.
      r.id !== '4500012345',
  )!;

/** A complete SAP account application, as the apply form sends it. */
export const APPLY_DRAFT = {
  department: '業務一部',
  position: '業務專員',
  company: '2000',
  systemName: 'SAP',
  accessClass: 'system',
  rolesFunctions: 'Z_SD_SALES',
  workPurpose: '查詢客戶訂單。',
};
