import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * No punctuation is written in code where text is shown: "Light: " in English is "灯号：" in Chinese and Japanese,
 * and a list is "a, b" in English but "a、b" in Chinese. Labels join their values through the dictionaries
 * (join.label, join.labelValue, join.list). This reads every source file of the core and the areas.
 */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|css)\.tsx?$/.test(name) ? [path] : [];
  });
}
const files = ['src', 'widgets', 'loader'].flatMap(sources);
/** The support report is English plain text on purpose ("name: value" lines any reader can use), not UI text. */
const EXEMPT = [join('widgets', 'development', 'report.ts')];

/** A translated text (t, translate) followed by punctuation, or two values joined by ": " or a list separator. */
const JOINS: Array<[RegExp, string]> = [
  [/\{\s*(t|translate)\([^{}]*\)\s*\}\s*[:：,，、;；]/, 'JSX text: translated label, then punctuation'],
  [/\$\{\s*(t|translate)\([^{}]*\)\s*\}\s*[:：,，、;；]/, 'template: translated label, then punctuation'],
  [/\$\{[^{}]+\}[:：] \$\{/, 'template: two values joined by ": "'],
  [/\.join\(\s*['"`](, |[、，；：]|: )['"`]\s*\)/, 'a list joined with written punctuation'],
  [/>[:：]\s*</, 'a colon between elements'],
];

describe('punctuation lives in the dictionaries', () => {
  it('reads the sources of the core and the areas', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(join('widgets', 'srm', 'pages', 'ProcessingInfo.tsx'));
  });

  it('no source joins a label and its value, or list items, with punctuation written in code', () => {
    const found: string[] = [];
    for (const file of files.filter((f) => !EXEMPT.includes(f))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const code = line.trim();
          if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return;
          for (const [re, what] of JOINS) if (re.test(line)) found.push(`${file}:${i + 1} ${what}: ${code}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('the scan catches the joins it is meant to catch', () => {
    const caught = (line: string) => JOINS.some(([re]) => re.test(line));
    expect(caught("<span className={ui.muted}>{t('srm.light.label')}: </span>")).toBe(true);
    expect(caught("{t('srm.problem.quantity')}: {p.quantity}")).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, checked as text.
    expect(caught("`${t('gs001p.reason.other')}: ${closure.text}`")).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, checked as text.
    expect(caught('failed.map((r) => `${r.id}: ${reason(r.code)}`)')).toBe(true);
    expect(caught("item.factoryCodes.join(', ')")).toBe(true);
    // Times and request parameters are not text joins.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a line of source code, checked as text.
    expect(caught('`${pad(d.getHours())}:${pad(d.getMinutes())}`')).toBe(false);
    expect(caught("types: wanted.join(',')")).toBe(false);
  });

  it('every search box is the shared SearchInput (one record length, SPEC 9)', () => {
    const boxes = files.filter(
      (f) => !f.endsWith(join('ui', 'SearchInput.tsx')) && /type="search"/.test(readFileSync(f, 'utf8')),
    );
    expect(boxes).toEqual([]);
  });
});
