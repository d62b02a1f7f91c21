import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../apps/server/src/test/server-process';
import { SERVER_LOG_DIR, serverLogFile } from './server-logs';

// A second server on the suite's own database whose clock runs ahead (issue 27: 'a customer's
// quote the next day, the server's clock moved in the test'). It is the compiled server the
// suite runs, started with support/shifted-clock.mjs loaded first, on a free port; what it books
// lands in the same database the main server reads.

const root = join(import.meta.dirname, '..', '..');

export interface LaterServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** Waits for the server's first answer, as playwright.config.ts's webServer does: no fixed sleep. */
async function answering(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the later server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function startLaterServer(shiftMs: number): Promise<LaterServer> {
  const port = await freePort();
  const env = process.env;
  mkdirSync(SERVER_LOG_DIR, { recursive: true });
  const log = openSync(serverLogFile(`later-${port}`), 'w');
  const where = env.E2E_DATABASE_URL ? { DATABASE_URL: env.E2E_DATABASE_URL } : { DATA_DIR: env.E2E_DATA_DIR! };
  const child = spawn(process.execPath, ['--import', join(import.meta.dirname, 'shifted-clock.mjs'), '--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...env, ...where, PORT: String(port), E2E_CLOCK_SHIFT_MS: String(shiftMs), OPERATIONS_KEY: env.E2E_OPERATIONS_KEY!, LOG_LEVEL: 'trace', SCRYPT_COST: '1024', SIMULATE: '' },
    stdio: ['ignore', log, log],
  });
  const baseURL = `http://localhost:${port}/`;
  await answering(baseURL, child);
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
