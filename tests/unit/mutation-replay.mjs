// Replays the surviving and uncovered mutants of a Stryker JSON report against the unit tests, one mutant at a
// time, in one vitest instance (seconds per mutant instead of Stryker's 7-15 s on two shared cores). Each mutant's
// text is written into the source file, the given test files run, and the file is restored (also on error).
// It edits src/ in place: run nothing else on the worktree meanwhile, and never two replays at once. Give one
// file per run: module state can carry over between files in one instance (a failing "baseline" line says so).
//   REPORT=reports/mutation/mutation.json STOP_AT=2026-01-01T00:00:00Z \
//     node tests/unit/mutation-replay.mjs '[["src/http/errors.ts",["tests/unit/http/errors.test.ts"]]]'
// Writes .tmp/replay-<file>.json; figures and accepted survivors: docs/QUALITY.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createVitest } from 'vitest/node';
const jobs = JSON.parse(process.argv[2]); // [[file, [tests...]], ...]
const report = JSON.parse(readFileSync(process.env.REPORT ?? 'reports/mutation/mutation.json', 'utf8'));
const vitest = await createVitest('test', { watch: false, project: ['unit'], reporters: [{}] });
const stopAt = process.env.STOP_AT ? Date.parse(process.env.STOP_AT) : Infinity;
for (const [file, tests] of jobs) {
  const key = Object.keys(report.files).find((f) => f.endsWith(file));
  const original = readFileSync(file, 'utf8');
  const lines = original.split('\n');
  const offset = (loc) => lines.slice(0, loc.line - 1).reduce((n, l) => n + l.length + 1, 0) + loc.column - 1;
  const out = [];
  const run = async () => {
    vitest.invalidateFile(resolve(file));
    const want = tests.map((t) => resolve(t));
    const specs = (await vitest.globTestSpecifications()).filter((s) => want.includes(s.moduleId));
    if (specs.length !== tests.length) throw new Error(`specs ${specs.length}`);
    const res = await vitest.runTestSpecifications(specs, true);
    const mine = res.testModules.filter((m) => want.includes(m.moduleId));
    const failed = mine.some((m) => !m.ok());
    const n = mine.length;
    return (failed ? 'killed' : 'SURVIVED') + (n === tests.length ? '' : ` modules=${n}`);
  };
  try {
    console.log('baseline', file, await run());
    for (const m of report.files[key].mutants) {
      if (m.status !== 'Survived' && m.status !== 'NoCoverage') continue;
      if (Date.now() > stopAt) {
        console.log('STOPPED', file);
        break;
      }
      const a = offset(m.location.start),
        b = offset(m.location.end);
      writeFileSync(file, original.slice(0, a) + m.replacement + original.slice(b));
      let status;
      try {
        status = await Promise.race([run(), new Promise((r) => setTimeout(() => r('TIMEOUT'), 90000))]);
      } catch (e) {
        status = `ERROR ${e.message}`;
      }
      out.push({
        line: m.location.start.line,
        col: m.location.start.column,
        was: m.status,
        mutator: m.mutatorName,
        replacement: m.replacement,
        status,
      });
      console.log(
        status,
        file,
        `${m.location.start.line}:${m.location.start.column}`,
        m.mutatorName,
        JSON.stringify(m.replacement).slice(0, 70),
      );
    }
  } finally {
    writeFileSync(file, original);
  }
  writeFileSync(`.tmp/replay-${file.replace(/\W/g, '_')}.json`, JSON.stringify(out, null, 1));
}
await vitest.close();
process.exit(0);
