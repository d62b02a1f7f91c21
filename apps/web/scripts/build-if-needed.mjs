// The package's `build` script: `vite build` only when apps/web/dist is missing or
// older than any source it is built from, so `npm start` stays quick. `--force` always builds.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = join(webRoot, 'dist', 'index.html');
const sources = [
  join(webRoot, 'src'),
  join(webRoot, 'index.html'),
  join(webRoot, 'public'),
  join(webRoot, 'vite.config.ts'),
  join(webRoot, 'vite-plugins'),
  join(webRoot, 'package.json'),
  resolve(webRoot, '..', '..', 'packages', 'domain', 'src'),
];

/** Newest modification time under a file or folder (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

function isStale() {
  if (!existsSync(distIndex)) return true;
  const built = statSync(distIndex).mtimeMs;
  return sources.some((source) => newest(source) > built);
}

const force = process.argv.includes('--force');
if (!force && !isStale()) {
  console.log('apps/web: dist is up to date, skipping vite build (use --force to rebuild)');
} else {
  const { build } = await import('vite');
  try {
    await build({ root: webRoot, configFile: join(webRoot, 'vite.config.ts') });
  } catch (error) {
    // index.html is written before the precompressed files: a build that failed after it must
    // not look up to date next time.
    rmSync(distIndex, { force: true });
    throw error;
  }
}
