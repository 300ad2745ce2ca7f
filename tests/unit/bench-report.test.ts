// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSection } from '../bench/report';

/** A bench run rewrites docs/BENCHMARKS.md whole: the latest figures of each section, nothing appended. */
describe('writeSection', () => {
  const file = () => join(mkdtempSync(join(tmpdir(), 'bench-doc-')), 'BENCHMARKS.md');

  it('replaces its section, keeps the other benches’ sections and drops everything else', () => {
    const path = file();
    writeFileSync(
      path,
      [
        '# Benchmarks',
        'a run log written by hand',
        '<!-- sap:start -->',
        'old sap figures',
        '<!-- sap:end -->',
        '### 2026-11-23: an old run',
        '<!-- viewers:start -->',
        'viewer figures: costs $& and $1',
        '<!-- viewers:end -->',
        '',
      ].join('\n'),
    );
    writeSection('sap', ['new sap figures'], path);
    const text = readFileSync(path, 'utf8');
    expect(text).not.toContain('old sap figures');
    expect(text).not.toContain('run log');
    expect(text).not.toContain('an old run');
    expect(text).toContain('viewer figures: costs $& and $1');
    // The file's order, not the order the benches ran in.
    expect(text.indexOf('viewers:start')).toBeLessThan(text.indexOf('sap:start'));
    expect(text).toMatch(/<!-- sap:start -->\nnew sap figures\n\nMachine: \d+ cores .*\n<!-- sap:end -->\n$/);
  });

  it('writes the same file twice in a row (a rerun never grows it)', () => {
    const path = file();
    writeSection('peers', ['peer figures'], path);
    writeSection('peers', ['peer figures'], path);
    const text = readFileSync(path, 'utf8');
    expect(text.startsWith('# Benchmarks\n')).toBe(true);
    expect(text.split('peer figures')).toHaveLength(2);
    expect(text.split('Machine:')).toHaveLength(2);
  });
});

/** Issue 30: the doc holds the present figures only, one table per section, small enough to read. */
it('keeps docs/BENCHMARKS.md under 15,000 bytes', () => {
  const doc = readFileSync(join(__dirname, '../../docs/BENCHMARKS.md'));
  expect(doc.length).toBeLessThan(15_000);
});
