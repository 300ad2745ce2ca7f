import type { SeedRecord } from '../../../demo/server/core/types';

/**
 * The records and the form the double-tap and fault checks act on, shared by the browser side
 * (quality-faults-taps.e2e.ts, the fault matrix) and the server side (demo/server/idempotency.test.ts).
 */
/** A SAP form of the type, waiting on 10001, that signs with a tap. */
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

/** Every field of the SAP account application but its purpose, which the fault matrix has the user type. */
export const DRAFT = {
  department: '業務一部',
  position: '業務專員',
  company: '2000',
  systemName: 'SAP',
  accessClass: 'system',
  rolesFunctions: 'Z_SD_SALES',
};

/** A complete SAP account application, as the apply form sends it. */
export const APPLY_DRAFT = { ...DRAFT, workPurpose: '查詢客戶訂單。' };
