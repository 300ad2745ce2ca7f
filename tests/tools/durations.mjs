#!/usr/bin/env node
/**
 * Writes tests/durations.json (seconds per test file, for tests/sequencer.ts) from a vitest JSON report:
 * `npm test -- --reporter=json --outputFile.json=.tmp/report.json`, then `node tests/tools/durations.mjs .tmp/report.json`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

// The report names files by absolute path in the checkout that ran it; the table keys them from the repo's root.
const repoPath = (file) => file.slice(file.search(/\/(tests|demo|widgets|src|loader)\//) + 1);
const report = JSON.parse(readFileSync(process.argv[2] ?? '.tmp/vitest.json', 'utf8'));
const seconds = Object.fromEntries(
  report.testResults
    .map((f) => [repoPath(f.name), Math.round((f.endTime - f.startTime) / 100) / 10])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync(new URL('../durations.json', import.meta.url), `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`${Object.keys(seconds).length} files written to tests/durations.json`);
