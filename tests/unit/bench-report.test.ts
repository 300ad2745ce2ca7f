// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSection } from '../bench/report';

/** A bench run rewrites its figures in docs/BENCHMARKS.md and keeps what was written there by hand. */
describe('writeSection', () => {
  const file = () => join(mkdtempSync(join(tmpdir(), 'bench-doc-')), 'BENCHMARKS.md');

  it('replaces the figures and keeps the notes and the other sections', () => {
    const path = file();
    writeFileSync(
      path,
      [
        '# Benchmarks',
        '<!-- a:start -->',
        'old figures',
        '<!-- a:notes -->',
        '### Tried',
        'kept: costs $& and $1',
        '<!-- a:end -->',
        '<!-- b:start -->',
        'b figures',
        '<!-- b:end -->',
        '',
      ].join('\n'),
    );
    writeSection('a', ['new figures'], path);
    expect(readFileSync(path, 'utf8')).toBe(
      [
        '# Benchmarks',
        '<!-- a:start -->',
        'new figures',
        '',
        '<!-- a:notes -->',
        '### Tried',
        'kept: costs $& and $1',
        '<!-- a:end -->',
        '<!-- b:start -->',
        'b figures',
        '<!-- b:end -->',
        '',
      ].join('\n'),
    );
  });

  it('gives a section without notes an empty notes mark, and appends a section the file lacks', () => {
    const path = file();
    writeFileSync(path, '# Benchmarks\n<!-- a:start -->\nold\n<!-- a:end -->\n');
    writeSection('a', ['new'], path);
    writeSection('c', ['c figures'], path);
    expect(readFileSync(path, 'utf8')).toBe(
      '# Benchmarks\n<!-- a:start -->\nnew\n\n<!-- a:notes -->\n<!-- a:end -->\n\n<!-- c:start -->\nc figures\n\n<!-- c:notes -->\n<!-- c:end -->\n',
    );
  });
});
