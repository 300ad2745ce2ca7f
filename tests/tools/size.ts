/** Prints the login-path and per-chunk gzip sizes of a build folder: npx tsx tests/tools/size.ts [dist] */
import { gzipSize, loginPath, sumGzip } from '../size/chunks';

const dist = process.argv[2] ?? 'dist';
const files = loginPath(dist);
for (const f of files) console.log(`${String(gzipSize(f)).padStart(7)}  ${f.replace(/.*\/(chunks\/)?/, '')}`);
console.log(`${String(sumGzip(files)).padStart(7)}  login path total (${files.size} files)`);
console.log(`${String(gzipSize(`${dist}/loader.js`)).padStart(7)}  loader.js`);
