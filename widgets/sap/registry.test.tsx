import { cleanup, render } from '@testing-library/preact';
import { openDatabase, type Database } from '../../demo/server/core/db';
import { findUser, seedUsers, usersSchema } from '../../demo/server/core/users';
import { seededRandom } from '../../demo/server/core/clock';
import { sapArea } from '../../demo/server/areas/sap';
import { formDetail } from '../../demo/server/areas/sap-forms';
import { DetailView, formsMessages, inputFields } from '../../src/forms';
import { $locale, ensureMessages, registerMessages } from '../../src/i18n';
import { $client } from '../../src/session/client';
import en from './i18n/en';
import { FACTORY_CODES, findSpec, REGISTRY } from './registry';
import sap from './index';

/**
 * The form registry walked entry by entry against the demo server's seeded data: every field and column of
 * every entry has a value in a seeded form, has a label in the dictionaries, and shows in the rendered detail.
 */
let db: Database;
const flat = (dict: Record<string, unknown>, prefix = '', out: Record<string, string> = {}): Record<string, string> => {
  for (const [k, v] of Object.entries(dict)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else flat(v as Record<string, unknown>, key, out);
  }
  return out;
};
const labels = flat(en);

beforeAll(async () => {
  db = await openDatabase();
  usersSchema(db);
  seedUsers(db);
  sapArea.schema(db);
  sapArea.seed(db, { now: () => Date.UTC(2026, 0, 15, 2), random: seededRandom(7) });
  registerMessages(sap.messages!);
  registerMessages(formsMessages);
  $locale.set('en');
  await ensureMessages('en');
});
afterEach(cleanup);

const seededOf = (type: string, subType = '') =>
  db
    .exec('SELECT id, status FROM sap_forms WHERE type = ? AND sub_type = ? ORDER BY id', [type, subType])[0]
    ?.values.map(([id, status]) => ({ id: String(id), status: String(status) })) ?? [];

describe('form registry', () => {
  it('covers every form type of SPEC section 3 and the variants of fixed assets and fee applications', () => {
    const names = REGISTRY.map((s) => (s.subType ? `${s.type}:${s.subType}` : s.type));
    expect(names.sort()).toEqual(
      [
        'purchaseRequisition',
        'purchaseOrder',
        'fixedAssets:transfer',
        'fixedAssets:sell',
        'fixedAssets:scrap',
        'materialOrder',
        'feeApplication:FI0001',
        'feeApplication:FI0002',
        'feeApplication:FI0003',
        'feeApplication:FI0004',
        'feeApplication:FI0005',
        'businessOrder',
        'quotationOrder',
        'softwareApplication',
        'usbApplication',
        'repairOrder',
        'accountPermissions',
        'SystemRequirement',
      ].sort(),
    );
  });

  it('answers undefined for a variant it cannot show (the user is sent to the electronic signature system)', () => {
    expect(findSpec('feeApplication', 'FI0009')).toBeUndefined();
    expect(findSpec('travelExpense')).toBeUndefined();
    expect(seededOf('feeApplication', 'FI0009')).toHaveLength(1);
  });

  it('every seeded form has an entry, except the one unsupported variant', () => {
    const kinds = db
      .exec('SELECT DISTINCT type, sub_type FROM sap_forms')[0]
      .values.map(([t, s]) => [String(t), String(s)]);
    const missing = kinds.filter(([t, s]) => !findSpec(t, s)).map(([t, s]) => `${t}:${s}`);
    expect(missing).toEqual(['feeApplication:FI0009']);
  });

  for (const spec of REGISTRY) {
    const name = spec.subType ? `${spec.type} ${spec.subType}` : spec.type;
    describe(name, () => {
      it('is seeded in every sign status for user 10001', () => {
        expect(new Set(seededOf(spec.type, spec.subType).map((f) => f.status))).toEqual(
          new Set(['underApproval', 'approvedPass', 'approvedReturn']),
        );
      });

      it('has an English label for its title, sections, fields, options and columns', () => {
        const keys = [
          spec.titleKey,
          ...spec.sections.flatMap((s) => [
            s.titleKey,
            ...s.fields.flatMap((f) => [f.labelKey, ...(f.options ?? []).map((o) => o.labelKey)]),
          ]),
        ];
        for (const table of [spec.items, ...(spec.tables ?? [])])
          if (table) keys.push(table.titleKey, ...table.columns.map((c) => c.labelKey));
        for (const key of keys) expect(labels[key], key).toBeTruthy();
      });

      it('finds a value in the seeded data for every field and column', () => {
        const user = findUser(db, '10001')!;
        for (const { id } of seededOf(spec.type, spec.subType)) {
          const form = formDetail(db, id, user);
          for (const field of spec.sections.flatMap((s) => s.fields)) {
            expect(form.header[field.key], `${id} ${field.key}`).not.toBeUndefined();
            expect(String(form.header[field.key]).trim(), `${id} ${field.key}`).not.toBe('');
            if (field.options)
              expect(
                field.options.map((o) => o.value),
                `${id} ${field.key}`,
              ).toContain(String(form.header[field.key]));
          }
          if (spec.items) {
            expect(form.items.length, id).toBeGreaterThan(0);
            for (const row of form.items)
              for (const col of spec.items.columns) expect(row[col.key], `${id} item ${col.key}`).not.toBeUndefined();
          }
          for (const table of spec.tables ?? [])
            expect(form.tables[table.key]?.length, `${id} ${table.key}`).toBeGreaterThan(0);
          expect(form.history[0].role).toBe('applicant');
        }
      });

      it('renders every label and value of a seeded form, line items as cards on a phone and a table on a big screen', () => {
        const user = findUser(db, '10001')!;
        const form = formDetail(db, seededOf(spec.type, spec.subType)[0].id, user);
        for (const big of [false, true]) {
          $client.set({ ...$client.get(), isBigScreem: big });
          const view = render(<DetailView spec={spec} data={form} currency={form.currency} />);
          const text = view.container.textContent ?? '';
          for (const field of spec.sections.flatMap((s) => s.fields)) {
            expect(text, field.labelKey).toContain(labels[field.labelKey]);
            const option = field.options?.find((o) => o.value === String(form.header[field.key]));
            if (option) expect(text).toContain(labels[option.labelKey]);
          }
          if (spec.items) {
            expect(view.queryByTestId(big ? 'table-items' : 'cards-items'), `${name} big=${big}`).not.toBeNull();
            expect(view.queryByTestId(big ? 'cards-items' : 'table-items')).toBeNull();
          }
          cleanup();
        }
        $client.set({ ...$client.get(), isBigScreem: false });
      });
    });
  }

  it('the application forms ask only for what an applicant knows', () => {
    for (const type of ['accountPermissions', 'SystemRequirement']) {
      const keys = inputFields(findSpec(type)!).map((f) => f.key);
      expect(keys).not.toContain('jobNumber');
      expect(keys).not.toContain('initPassword');
      expect(keys).not.toContain('sapRequestId');
    }
  });

  it('purchase requisition items carry SPEC section 9 factory codes', () => {
    const user = findUser(db, '10001')!;
    for (const { id } of seededOf('purchaseRequisition')) {
      for (const item of formDetail(db, id, user).items) expect(FACTORY_CODES).toContain(item.factoryCode);
    }
  });
});
