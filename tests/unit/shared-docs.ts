import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The copy committed with the code, so a clone on its own (CI) checks against the same text. */
export const COPY_DIR = 'docs/spec';

/** The specification folder (shared/) beside the repository, or beside a worktree further up; null without it. */
export function sharedFolderDoc(name: 'SPEC.md' | 'ROUTES.md'): string | null {
  for (let dir = resolve(process.cwd()); ; dir = dirname(dir)) {
    const file = join(dir, 'shared', name);
    if (existsSync(file)) return readFileSync(file, 'utf8');
    if (dirname(dir) === dir) return null;
  }
}

/** The specification text: the shared folder when it is there, else the committed copy (docs/spec). */
export function sharedDoc(name: 'SPEC.md' | 'ROUTES.md'): string {
  return sharedFolderDoc(name) ?? readFileSync(join(COPY_DIR, name), 'utf8');
}
