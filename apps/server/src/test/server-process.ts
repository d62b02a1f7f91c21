import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { request, type Agent, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from '../config';
import { onCleanup } from './cleanup';

/**
 * How long a test that runs the server as a process may take: a hang guard, not a budget. About
 * 20 s on a quiet machine, over 60 s beside the e2e suite on both engines (issue 24).
 */
export const SERVER_PROCESS_LIMIT_MS = 240_000;

// The server as `npm start` runs it: the compiled bundle in a process of its own, for the tests
// that need a real process (signals, exit codes). Loopback only.

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Builds apps/server/dist (esbuild, well under a second), so the test runs what npm start runs. */
export function buildServer(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverRoot, stdio: 'ignore' });
}

/** A TCP port nothing listens on right now, picked by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Resolves with the first stdout line (so far or to come) that contains `text`. */
  line(text: string): Promise<string>;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

/** Starts `node dist/main.js` on a free loopback port with the given database; killed after the file. */
export async function startServer(database: DatabaseConfig): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const where = database.kind === 'sqlite' ? { DATA_DIR: dirname(database.file) } : { DATABASE_URL: database.url };
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverRoot,
    env: { ...env, ...where, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', SIMULATE: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });

  const lines: string[] = [];
  const waiting: { text: string; resolve: (line: string) => void }[] = [];
  let rest = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop()!;
    for (const next of parts) {
      lines.push(next);
      for (const w of waiting.filter((w) => next.includes(w.text))) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(next);
      }
    }
  });
  const line = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const seen = lines.find((l) => l.includes(text));
      if (seen !== undefined) return resolve(seen);
      waiting.push({ text, resolve });
      void exited.then((code) => reject(new Error(`server exited (${code}) before printing '${text}'`)));
    });

  await line('Freight portal listening');
  return { child, port, line, exited };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP call to the server on loopback; rejects with the socket's error (ECONNREFUSED...). */
export function call(
  port: number,
  method: string,
  path: string,
  options: { body?: unknown; agent?: Agent; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const contentHeaders = payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: options.agent,
        headers: { ...options.headers, ...contentHeaders },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}
