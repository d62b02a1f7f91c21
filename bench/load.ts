import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { LOAD_CORE } from './cores';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /** CPU time this process (the server) spent per request: steadier than req/s on a busy machine. */
  cpuMicrosPerRequest: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadOptions {
  method?: 'GET' | 'POST';
  /** A JSON body, sent as is with every request. */
  body?: string;
  /** Status codes that count as answered (autocannon counts anything but 2xx as non2xx). */
  expectStatus?: number;
}

/**
 * Drives one URL with 50 connections for a few seconds. autocannon runs in its own
 * process, pinned to the load core, so that the load generator does not share the server's
 * event loop or core (the bench pins the server to the other, cores.ts).
 */
export async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  options: LoadOptions = {},
  seconds = Number(process.env.BENCH_SECONDS ?? 8),
): Promise<LoadResult> {
  const allHeaders = options.body === undefined ? headers : { ...headers, 'content-type': 'application/json' };
  const cpuBefore = process.cpuUsage();
  const headerArgs = Object.entries(allHeaders).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const bodyArgs = options.body === undefined ? [] : ['-b', options.body];
  const { stdout } = await promisify(execFile)(
    'taskset',
    ['-c', LOAD_CORE, process.execPath, autocannonCli, '-c', '50', '-d', String(seconds), '-j', '-m', options.method ?? 'GET', ...bodyArgs, ...headerArgs, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  // A 304 is a 3xx to autocannon: count as errors only answers other than the expected status.
  const expected = options.expectStatus;
  const unexpected =
    expected === undefined
      ? result.non2xx
      : Object.entries(result.statusCodeStats ?? {}).reduce((n, [code, stat]) => (Number(code) === expected ? n : n + stat.count), 0);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + unexpected,
    cpuMicrosPerRequest: Math.round((cpu.user + cpu.system) / Math.max(1, result.requests.total)),
  };
}
