import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The specification folder sits beside the repository (shared/), on every machine and in CI. */
export function sharedDoc(name: 'SPEC.md' | 'ROUTES.md'): string {
  return readFileSync(resolve(process.cwd(), '..', 'shared', name), 'utf8');
}
