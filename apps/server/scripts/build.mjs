// The server's `build` script: one ES module bundle, apps/server/dist/main.js, that `npm start`
// runs with plain node (decision 0027). Our code and @portal/domain (TypeScript, shared by path)
// are bundled; npm packages stay external and load from node_modules as they would under tsx,
// so better-sqlite3's native binding and pdfkit's font files are found where npm put them.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const domainRoot = resolve(serverRoot, '..', '..', 'packages', 'domain');

/** Every npm package the server and the domain depend on; our own workspaces are bundled. */
function externalPackages() {
  const names = [serverRoot, domainRoot].flatMap((root) => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    return Object.keys(manifest.dependencies ?? {});
  });
  return [...new Set(names)].filter((name) => !name.startsWith('@portal/'));
}

const started = performance.now();
const outdir = join(serverRoot, 'dist');
const { outputFiles } = await build({
  entryPoints: [join(serverRoot, 'src', 'main.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: externalPackages(),
  logLevel: 'warning',
  write: false,
});
// Each file is written beside and renamed into place, so a process starting meanwhile (the two
// server test projects build at once) never reads half a bundle.
mkdirSync(outdir, { recursive: true });
for (const file of outputFiles) {
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}
console.log(`apps/server: built dist/main.js in ${Math.round(performance.now() - started)} ms`);
