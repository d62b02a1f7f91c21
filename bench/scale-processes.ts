import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../apps/server/src/test/server-process';
import { LOAD_CORE, SERVER_CORE } from './cores';
import { NO_RATE_LIMITS } from './no-rate-limits';
import type { DriverJob, DriverResult } from './scale-driver';

// The scale bench's processes, each pinned to a core of its own (taskset): the compiled server
// and a bare Fastify route on core 1, the load generator on core 0, so neither steals the
// other's time and the figures are the server's.

const root = join(import.meta.dirname, '..');
const serverRoot = join(root, 'apps', 'server');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

export interface Started {
  base: string;
  stop(): Promise<void>;
}

/** Spawns a pinned node and resolves once a stdout line contains `ready`. */
function startPinned(args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn('taskset', ['-c', SERVER_CORE, process.execPath, ...args], { cwd: serverRoot, env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      seen += chunk;
      const line = seen.split('\n').find((l) => l.includes(ready));
      if (line !== undefined) resolve({ child, line });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}) before '${ready}'`)));
  });
}

const stopper = (child: ChildProcess) => async () => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

/**
 * node dist/main.js (npm start's bundle), or another build's main.js under apps/server, on the
 * scale database; migrations run, the demo seed finds data and stays out.
 */
export async function startServer(database: { DATA_DIR: string } | { DATABASE_URL: string }, main = 'dist/main.js'): Promise<Started> {
  const port = await freePort();
  const { DATABASE_URL: _unset, ...env } = process.env;
  const { child } = await startPinned(
    ['--enable-source-maps', main],
    { ...env, ...database, ...NO_RATE_LIMITS, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SIMULATE: '' },
    'Freight portal listening',
  );
  return { base: `http://127.0.0.1:${port}`, stop: stopper(child) };
}

/** The yardstick of the other benches: a Fastify route with no session, database or schema, on the same core. */
export async function startBare(): Promise<Started> {
  const code = `
    import Fastify from 'fastify';
    const app = Fastify();
    app.get('/bench/bare', async () => ({ ok: true }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log('bare ' + address);`;
  const { child, line } = await startPinned(['--input-type=module', '-e', code], process.env, 'bare ');
  return { base: line.slice('bare '.length).trim(), stop: stopper(child) };
}

/** One route under load: autocannon in its own process on the other core. */
export async function drive(job: DriverJob): Promise<DriverResult> {
  const { stdout } = await promisify(execFile)('taskset', ['-c', LOAD_CORE, process.execPath, tsxCli, join(root, 'bench', 'scale-driver.ts'), JSON.stringify(job)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as DriverResult;
}

/** Connections a route is driven by: the load. */
export const CONNECTIONS = 50;

/** A route's figures at `connections`, after a second of warm-up (JIT, caches, pools) not counted. */
export async function driveWarm(base: string, seconds: number, targets: DriverJob['targets'], connections = CONNECTIONS): Promise<DriverResult> {
  await drive({ base, seconds: 1, connections, targets });
  return drive({ base, seconds, connections, targets });
}
