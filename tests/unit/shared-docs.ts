import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The specification folder (shared/) sits beside the repository, in CI and on every developer machine; a git
 * worktree may sit deeper, so look upwards for it.
 */
export function sharedDoc(name: 'SPEC.md' | 'ROUTES.md'): string {
  for (let dir = resolve(process.cwd()); ; dir = dirname(dir)) {
    const file = join(dir, 'shared', name);
    if (existsSync(file)) return readFileSync(file, 'utf8');
    if (dirname(dir) === dir) throw new Error(`shared/${name} not found above ${process.cwd()}`);
  }
}
