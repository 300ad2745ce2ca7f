import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COPY_DIR, sharedFolderDoc } from './shared-docs';

/** The committed copy of the specification stays the text it was copied from (when that folder is present). */
describe.each(['SPEC.md', 'ROUTES.md'] as const)('docs/spec/%s', (name) => {
  const shared = sharedFolderDoc(name);
  it.skipIf(shared === null)('is the same as shared/ beside the repository', () => {
    expect(readFileSync(join(COPY_DIR, name), 'utf8')).toBe(shared);
  });
});
