// @vitest-environment node
import { openDatabase } from '../core/db';
import { seedUsers, usersSchema } from '../core/users';
import { seededRandom } from '../core/clock';
import { sapArea } from './sap';

/** The seeded sign flows are ones a real company could have: nobody approves or signs their own form. */
describe('seeded SAP sign flows', () => {
  it('no applicant signs a later step of their own form (purchase requisition 1020000001 included)', {
    timeout: 60_000,
  }, async () => {
    const db = await openDatabase();
    usersSchema(db);
    seedUsers(db);
    sapArea.schema(db);
    sapArea.seed(db, { now: () => Date.UTC(2026, 0, 15, 2), random: seededRandom(7) });
    const rows = (sql: string) => db.exec(sql)[0]?.values ?? [];
    const own = rows(
      `SELECT f.id, s.seq, s.role FROM sap_steps s JOIN sap_forms f ON f.id = s.form_id
       WHERE s.signer_no = f.applicant_no AND s.role NOT IN ('applicant', 'notify')`,
    );
    expect(own).toEqual([]);
    const pr = rows(
      "SELECT s.role, s.signer_no, f.applicant_no FROM sap_steps s JOIN sap_forms f ON f.id = s.form_id WHERE f.id = '1020000001' ORDER BY s.seq",
    );
    expect(pr.length).toBeGreaterThan(1);
    for (const [role, signer, applicant] of pr.slice(1)) if (role !== 'notify') expect(signer).not.toBe(applicant);
    // Every form still has someone to sign after its applicant, and the steps are in order.
    expect(
      rows(
        "SELECT f.id FROM sap_forms f WHERE NOT EXISTS (SELECT 1 FROM sap_steps s WHERE s.form_id = f.id AND s.role <> 'applicant')",
      ).length,
    ).toBe(0);
  });
});
