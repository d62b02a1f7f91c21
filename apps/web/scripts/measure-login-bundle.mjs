// Sums the gzip size of the JavaScript dist/index.html loads (its entry script and the
// chunks it preloads): everything the login card needs, since every other screen is lazy.
// Budget: 150 KB (docs/decisions/0011-login-bundle-budget.md). Run after `vite build`.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
const budget = 150;
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total gzip (budget ${budget} KB)`);
if (total / 1024 > budget) process.exitCode = 1;
