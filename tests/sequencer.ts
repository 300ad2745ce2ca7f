import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first, by the durations committed in tests/durations.json, so that neither worker is left with
 * a long file at the end while the other idles. Vitest's own order needs its local cache of past runs; on a
 * fresh clone (CI) it falls back to file size, and the fault matrix's four-line files would then run last.
 * A file missing from the table runs first, as vitest runs unknown files first. `node tests/tools/durations.mjs
 * <json report>` rewrites the table.
 */
const DURATIONS: Record<string, number> = JSON.parse(
  readFileSync(new URL('./durations.json', import.meta.url), 'utf8'),
);

export default class CostSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const cost = (f: TestSpecification) => DURATIONS[relative(root, f.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => {
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      return cost(b) - cost(a);
    });
  }
}
