import { createRequire } from 'node:module';

// The scale bench's load generator (bench/scale.ts starts it pinned to its own core): autocannon
// at 50 connections, each request the next of a rotation of targets, so one route is read by the
// sessions of several companies at once, as it would be in production. Reads its job as JSON in
// argv[2] and prints the figures as JSON.

export interface DriverTarget {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface DriverJob {
  base: string;
  seconds: number;
  connections: number;
  targets: DriverTarget[];
}

export interface DriverResult {
  /**
   * Mean latency by Little's law (connections x duration / requests): autocannon records whole
   * milliseconds, so its own mean of sub-millisecond answers is mostly zeros.
   */
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
}

interface AutocannonRequest {
  setupRequest: (request: Record<string, unknown>) => Record<string, unknown>;
}
interface AutocannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; requests: AutocannonRequest[] }) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const job = JSON.parse(process.argv[2]!) as DriverJob;
let next = 0;
const result = await autocannon({
  url: job.base,
  connections: job.connections,
  duration: job.seconds,
  requests: [
    {
      setupRequest: (request) => {
        const target = job.targets[next++ % job.targets.length]!;
        const headers = target.body === undefined ? target.headers : { ...target.headers, 'content-type': 'application/json' };
        return { ...request, method: target.method, path: target.path, headers, body: target.body };
      },
    },
  ],
});
const answer: DriverResult = {
  meanMs: (job.connections * job.seconds * 1000) / Math.max(1, result.requests.total),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requestsPerSecond: Math.round(result.requests.average),
  requests: result.requests.total,
  errors: result.errors + result.timeouts + result.non2xx,
};
process.stdout.write(JSON.stringify(answer));
