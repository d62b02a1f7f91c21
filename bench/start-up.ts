import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../apps/server/src/test/server-process';

// Issue 12: the time from starting the server to its first answer, for the compiled bundle that
// npm start runs (decision 0027) beside the TypeScript loader it replaced. Each is started twice
// on a fresh SQLite folder of its own: the first start migrates and seeds, the second finds the
// data. Both are spawned without npm or npx, so only the server's own start-up is measured.
// Needs apps/server/dist and apps/web/dist (npm run bench builds both).

const root = join(import.meta.dirname, '..');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

export interface StartUpResult {
  name: string;
  firstMs: number;
  nextMs: number;
}

const variants = [
  { name: 'node dist/main.js', args: ['--enable-source-maps', 'apps/server/dist/main.js'] },
  { name: 'tsx src/main.ts (bare)', args: [tsxCli, 'apps/server/src/main.ts'] },
];

/** Milliseconds from spawn to the first 200 of GET /, polling every few ms; then SIGTERM and wait for the exit. */
async function timeToFirstAnswer(args: string[], dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', SIMULATE: '' },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let answeredAt: number | undefined;
  try {
    while (answeredAt === undefined) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode} before answering`);
      const status = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.status, () => 0);
      if (status === 200) answeredAt = performance.now();
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  return answeredAt - started;
}

export async function startUpTimings(): Promise<StartUpResult[]> {
  const results: StartUpResult[] = [];
  for (const variant of variants) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));
    try {
      const firstMs = await timeToFirstAnswer(variant.args, dataDir);
      const nextMs = await timeToFirstAnswer(variant.args, dataDir);
      results.push({ name: variant.name, firstMs, nextMs });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}

export function printStartUpFigures(results: StartUpResult[]): void {
  console.log('\nStart-up to the first answer (GET /, SQLite, a fresh folder each):');
  for (const r of results) {
    console.log(
      `  ${r.name.padEnd(24)} first start ${r.firstMs.toFixed(0).padStart(5)} ms (migrates and seeds)  ` +
        `next start ${r.nextMs.toFixed(0).padStart(5)} ms`,
    );
  }
}

// `npx tsx bench/start-up.ts` runs this part alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printStartUpFigures(await startUpTimings());
}
