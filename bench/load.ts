import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Drives one URL with 50 connections for a few seconds. autocannon runs in its own
 * process so that the load generator does not share the server's event loop.
 */
export async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  seconds = Number(process.env.BENCH_SECONDS ?? 8),
): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [autocannonCli, '-c', '50', '-d', String(seconds), '-j', ...headerArgs, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
