import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FILE = fileURLToPath(new URL('../../docs/BENCHMARKS.md', import.meta.url));

/**
 * Replaces (or appends) one bench's marked section of docs/BENCHMARKS.md, `<!-- name:start -->` to
 * `<!-- name:end -->`, so each bench owns its figures and never touches another's.
 */
export function writeSection(name: string, lines: string[]): string {
  const section = [`<!-- ${name}:start -->`, ...lines, `<!-- ${name}:end -->`].join('\n');
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Benchmarks\n';
  const marker = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  writeFileSync(FILE, marker.test(current) ? current.replace(marker, section) : `${current.trimEnd()}\n\n${section}\n`);
  return section;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const ms = (n: number) => `${Math.round(n)} ms`;
