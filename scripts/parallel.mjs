#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails if any fails: `node scripts/parallel.mjs typecheck build build:react`.
 * The type check is single-threaded and the builds wait on files, so together they use both cores of a small CI
 * machine. Each script's output is held and printed whole when it ends, so the log reads one script at a time.
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

const run = (name) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n> ${name}: ${code === 0 ? 'done' : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
