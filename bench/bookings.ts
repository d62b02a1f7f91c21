import { rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { WriteBatcher } from '../apps/server/src/db/write-batch';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-users';
import { pickupDraft } from '../apps/server/src/test/pickup-drafts';
import { quoteDraft } from '../apps/server/src/test/quote-drafts';
import { load, type LoadResult } from './load';
import { startBenchServer } from './bench-server';
import { companySessions, optionsAtScale } from './options-answer';

// The booking routes against the bare route (issue 25), without the rest of run-all.ts:
//   npx tsx bench/bookings.ts                 autocannon, 50 connections, as run-all.ts drives them
//   npx tsx bench/bookings.ts --inject=4000   CPU per request over app.inject, 25 at a time, no HTTP
//   --profile=DIR                             a .cpuprofile per route, taken while it is driven
//   --rounds=N                                the whole set N times (ratios are read within a round)
//   --at-scale                                first the options answers at 200 companies, as run-all.ts does

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const injectCount = Number(arg('inject') ?? 0);
const profileDir = arg('profile');
const rounds = Number(arg('rounds') ?? 1);
const atScale = process.argv.includes('--at-scale');

const { app, db, base, dataDir } = await startBenchServer();

// How many writes share a commit: the group commit's batches, counted as they start.
const batches = { commits: 0, jobs: 0 };
const commitOf = (WriteBatcher.prototype as unknown as { commit: (jobs: unknown[]) => Promise<void> }).commit;
(WriteBatcher.prototype as unknown as { commit: (jobs: unknown[]) => Promise<void> }).commit = function (this: WriteBatcher, jobs: unknown[]) {
  batches.commits += 1;
  batches.jobs += jobs.length;
  return commitOf.call(this, jobs);
};
const session = new Session();
session.connect();
type Row = LoadResult & { writesPerCommit: number };
async function profiled(name: string, measure: () => Promise<LoadResult>): Promise<Row> {
  batches.commits = 0;
  batches.jobs = 0;
  const run = async () => ({ ...(await measure()), writesPerCommit: batches.jobs / Math.max(1, batches.commits) });
  if (!profileDir) return run();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(profileDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`), JSON.stringify(profile));
  }
}

/** CPU µs per request over `count` injected requests, `parallel` in flight at once. */
async function injected(name: string, request: () => Promise<{ statusCode: number }>, count: number, parallel = 25): Promise<Row> {
  return profiled(name, async () => {
    const before = process.cpuUsage();
    const started = performance.now();
    let errors = 0;
    let sent = 0;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (sent < count) {
          sent += 1;
          if ((await request()).statusCode !== 200) errors += 1;
        }
      }),
    );
    const cpu = process.cpuUsage(before);
    const seconds = (performance.now() - started) / 1000;
    return { name, requestsPerSecond: Math.round(count / seconds), p99Ms: 0, errors, cpuMicrosPerRequest: Math.round((cpu.user + cpu.system) / count) };
  });
}

try {
  const login = await app.inject({ method: 'POST', url: '/portal/login', payload: { username: 'booker', password: DEMO_PASSWORD } });
  const token = (login.json() as { user: { token: string } }).user.token;
  const auth = { authorization: `Bearer ${token}` };
  const quote = JSON.stringify(quoteDraft());
  const pickup = JSON.stringify(pickupDraft());
  const json = { ...auth, 'content-type': 'application/json' };
  if (atScale) await optionsAtScale(base, await companySessions(app, db));
  // Warm: the gazetteer and the company's options are read once, as GET quoteNew would have.
  for (let i = 0; i < 50; i++) {
    await app.inject({ method: 'POST', url: '/portal/quoteNew', headers: json, payload: quote });
    await app.inject({ method: 'POST', url: '/portal/pickups/new', headers: json, payload: pickup });
  }
  for (let round = 0; round < rounds; round++) {
    const rows: Row[] = [];
    if (injectCount > 0) {
      rows.push(await injected('bare Fastify route', () => app.inject({ method: 'GET', url: '/bench/bare' }), injectCount));
      rows.push(await injected('POST /portal/quoteNew', () => app.inject({ method: 'POST', url: '/portal/quoteNew', headers: json, payload: quote }), injectCount));
      rows.push(await injected('POST /portal/pickups/new', () => app.inject({ method: 'POST', url: '/portal/pickups/new', headers: json, payload: pickup }), injectCount));
    } else {
      rows.push(await profiled('bare', () => load('bare Fastify route', `${base}/bench/bare`)));
      rows.push(await profiled('quoteNew', () => load('POST /portal/quoteNew', `${base}/portal/quoteNew`, auth, { method: 'POST', body: quote })));
      rows.push(await profiled('pickups-new', () => load('POST /portal/pickups/new', `${base}/portal/pickups/new`, auth, { method: 'POST', body: pickup })));
    }
    const bare = rows[0]!;
    console.log(`round ${round + 1}${injectCount > 0 ? ` (app.inject, ${injectCount} requests, 25 at a time)` : ' (50 connections)'}`);
    for (const r of rows) {
      const share = Math.round((r.requestsPerSecond / bare.requestsPerSecond) * 100);
      console.log(`  ${r.name.padEnd(28)} ${String(r.requestsPerSecond).padStart(7)} req/s  ${String(r.cpuMicrosPerRequest).padStart(5)} µs CPU/req  errors ${r.errors}  ${share}% of bare  ${r.writesPerCommit.toFixed(1)} writes a commit`);
    }
  }
} finally {
  session.disconnect();
  await app.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
