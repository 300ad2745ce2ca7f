/// <reference types="vite/client" />
import { sharedDoc } from '../shared-docs';
import { LOCALES } from '../../../src/i18n/locale';

/**
 * Every dictionary group (the core, and each area's i18n folder) has the same keys in all four locales, and
 * no value is empty. A key missing in one language fails here, not in front of a user.
 */
type Dict = { [key: string]: string | Dict };

const modules = import.meta.glob<{ default: Dict }>(
  [
    '../../../src/i18n/dict/*.ts',
    '../../../src/i18n/kit/kit.*.ts',
    '../../../src/*/i18n/*.ts',
    '../../../widgets/*/i18n/*.ts',
  ],
  { eager: true },
);

function flatten(dict: Dict, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(dict)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const groups = new Map<string, Map<string, Record<string, string>>>();
for (const [path, mod] of Object.entries(modules)) {
  // Files are named by locale (en.ts), optionally behind a prefix (kit.en.ts) that names their chunk.
  const match = /(.*)\/(?:\w+\.)?([\w-]+)\.ts$/.exec(path)!;
  const [, dir, locale] = match;
  if (!groups.has(dir)) groups.set(dir, new Map());
  groups.get(dir)!.set(locale, flatten(mod.default));
}

describe('dictionaries', () => {
  it('exist for the core and the main app', () => {
    expect([...groups.keys()].some((d) => d.endsWith('src/i18n/dict'))).toBe(true);
    expect([...groups.keys()].some((d) => d.endsWith('widgets/app/i18n'))).toBe(true);
  });

  for (const [dir, byLocale] of groups) {
    describe(dir.replace(/^(\.\.\/)+/, ''), () => {
      it('has a file for every locale', () => {
        expect([...byLocale.keys()].sort()).toEqual([...LOCALES].sort());
      });
      const reference = byLocale.get('en') ?? {};
      for (const locale of LOCALES) {
        it(`${locale} has exactly the keys of en, none empty`, () => {
          const dict = byLocale.get(locale) ?? {};
          expect(Object.keys(dict).sort()).toEqual(Object.keys(reference).sort());
          for (const [key, value] of Object.entries(dict)) expect(value.trim(), key).not.toBe('');
        });
        it(`${locale} keeps every {{placeholder}} of en`, () => {
          const dict = byLocale.get(locale) ?? {};
          for (const [key, value] of Object.entries(reference)) {
            const wanted = (value.match(/{{\s*\w+\s*}}/g) ?? []).sort();
            expect((dict[key]?.match(/{{\s*\w+\s*}}/g) ?? []).sort(), key).toEqual(wanted);
          }
        });
      }
    });
  }

  it('areas keep their keys under their own top-level name, so merged dictionaries never collide', () => {
    const seen = new Map<string, string>();
    for (const [dir, byLocale] of groups) {
      for (const top of new Set(Object.keys(byLocale.get('en') ?? {}).map((k) => k.split('.')[0]))) {
        expect(seen.get(top), `${top} in ${dir} and ${seen.get(top)}`).toBeUndefined();
        seen.set(top, dir);
      }
    }
  });

  it('the SPEC messages are the English texts of their keys', () => {
    const core = [...groups.keys()].filter((d) => /src\/i18n\/(dict|kit)$/.test(d));
    const en = Object.assign({}, ...core.map((d) => groups.get(d)!.get('en')!));
    const spec = sharedDoc('SPEC.md');
    for (const key of [
      'error.badCredentials',
      'error.userNotFound',
      'error.notLoggedIn',
      'common.404',
      'error.server',
      'error.getFailed',
      'error.noRecord',
      'error.deleteFailed',
      'error.underDevelopment',
      'error.fileTypeUnsupported',
      'error.formTypeUnsupported',
    ]) {
      expect(spec, key).toContain(`- ${en[key]}`);
    }
  });
});
