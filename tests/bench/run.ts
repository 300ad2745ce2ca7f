import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * npm run bench: runs every tests/bench/*.bench.ts one after another (they share the machine; parallel runs would
 * measure each other). Each `run...Bench()` writes its own section and docs/BENCHMARKS.md is rewritten whole
 * (report.ts `writeSection`). `npm run bench -- sap` runs only the files whose name contains "sap".
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && (!only.length || only.some((o) => f.includes(o))))
  .sort();

let failed = 0;
for (const file of files) {
  const mod = (await import(pathToFileURL(`${dir}${file}`).href)) as Record<string, unknown>;
  for (const [name, fn] of Object.entries(mod)) {
    if (!/^run\w*Bench$/.test(name) || typeof fn !== 'function') continue;
    const started = Date.now();
    try {
      console.log(await (fn as () => Promise<string>)());
      console.log(`[bench] ${file} ${name}: ${Math.round((Date.now() - started) / 1000)} s`);
    } catch (error) {
      failed++;
      console.error(`[bench] ${file} ${name} failed:`, error);
    }
  }
}
process.exit(failed ? 1 : 0);
