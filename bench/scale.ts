import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database';
import { option } from './options';
import type { DriverTarget } from './scale-driver';
import { ROUTES, type Kind } from './scale-routes';
import { CONNECTIONS, drive, driveWarm, startBare, startServer } from './scale-processes';
import { SESSIONS, signIn, type ScaleSession } from './scale-sessions';

// npm run bench -- --scale (issue 12): the portal's reads on a busy year's data (npm run
// seed:scale), on SQLite and, given --database-url=URL or TEST_DATABASE_URL, on PostgreSQL. The compiled
// server runs pinned to core 1, autocannon to core 0; each route is driven at 50 connections by
// the sessions of several companies in turn, beside a bare Fastify route on the same core.
// Figures are printed and written as JSON to docs/performance/ (scale-chart.ts draws them);
// never asserted. Each route is also driven by one connection, for a request's own time with no
// queue in front of it. Options (also as npm's --name=value): --data-dir (SQLite, default
// data/scale), --database-url, --engines (sqlite,postgres), --consignments (the seeded size, names the JSON),
// --seconds and --single-seconds per route, --companies, --sessions (signed in; default 8).

const root = join(import.meta.dirname, '..');

const seconds = Number(option('seconds') ?? 5);
const singleSeconds = Number(option('single-seconds') ?? 2);
const consignments = Number(option('consignments') ?? 1_000_000);
const companies = Number(option('companies') ?? 200);
const sessionCount = Number(option('sessions') ?? SESSIONS);
const dataDir = resolve(root, option('data-dir') ?? 'data/scale');
const pgUrl = option('database-url') ?? process.env.TEST_DATABASE_URL;
const outDir = resolve(root, option('out') ?? 'docs/performance');
const TARGET_MS = 20;

export interface ScaleFigure {
  name: string;
  kind: Kind;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  errors: number;
  /** One connection: the time a request takes with no queue in front of it. */
  single: { meanMs: number; p99Ms: number };
}

async function benchDatabase(engine: 'sqlite' | 'postgres'): Promise<void> {
  const where = engine === 'sqlite' ? { DATA_DIR: dataDir } : { DATABASE_URL: pgUrl! };
  const db = openDatabase(engine === 'sqlite' ? { kind: 'sqlite', file: join(dataDir, 'portal.db') } : { kind: 'postgres', url: pgUrl! });
  const server = await startServer(where);
  const bare = await startBare();
  try {
    const sessions = await signIn(server.base, db, companies, sessionCount);
    const version = engine === 'postgres' ? (await sql<{ v: string }>`SHOW server_version`.execute(db)).rows[0]!.v : null;
    const figures: ScaleFigure[] = [];
    const run = async (name: string, kind: Kind, base: string, targets: DriverTarget[]) => {
      const r = await driveWarm(base, seconds, targets);
      const one = await drive({ base, seconds: singleSeconds, connections: 1, targets });
      const single = { meanMs: Math.round(one.meanMs * 100) / 100, p99Ms: one.p99Ms };
      figures.push({ name, kind, p50Ms: r.p50Ms, p99Ms: r.p99Ms, requestsPerSecond: r.requestsPerSecond, errors: r.errors + one.errors, single });
    };
    await run('bare Fastify route', 'bare', bare.base, [{ method: 'GET', path: '/bench/bare', headers: {} }]);
    for (const route of ROUTES) await run(route.name, route.kind, server.base, sessions.map(route.target));
    print(engine, sessions, figures);
    mkdirSync(outDir, { recursive: true });
    const file = join(outDir, `scale-${engine}-${consignments}.json`);
    const machine = { cores: cpus().length, memoryGb: Math.round(totalmem() / 1024 ** 3), node: process.version, cpu: cpus()[0]?.model ?? '' };
    const record = { engine, consignments, companies, seconds, connections: CONNECTIONS, date: new Date().toISOString(), machine, postgres: version, figures };
    writeFileSync(file, JSON.stringify(record, null, 2) + '\n');
    console.log(`  written to ${file}`);
  } finally {
    await bare.stop();
    await server.stop();
    await db.destroy();
  }
}

function print(engine: string, sessions: readonly ScaleSession[], figures: readonly ScaleFigure[]): void {
  const bare = figures.find((f) => f.kind === 'bare')!;
  console.log(`\nScale: ${engine}, ${consignments.toLocaleString('en-AU')} consignments, ${CONNECTIONS} connections ${seconds} s and 1 connection ${singleSeconds} s a route`);
  console.log(`  sessions: ${sessions.map((s) => s.username).join(', ')}`);
  for (const f of figures) {
    // As the other benches put it: the share of the bare route's requests a second, on the same core.
    const share = Math.round((f.requestsPerSecond / bare.requestsPerSecond) * 100);
    const ratio = f.kind === 'bare' ? '' : `  ${share}% of bare req/s, p99 x${(f.p99Ms / Math.max(bare.p99Ms, 1)).toFixed(1)}`;
    const goal = f.kind === 'list' || f.kind === 'search' || f.kind === 'view' ? `  (target p99 <= ${TARGET_MS} ms: ${f.p99Ms <= TARGET_MS ? 'met' : 'MISSED'})` : '';
    console.log(
      `  ${f.name.padEnd(40)} p50 ${String(f.p50Ms).padStart(4)} ms  p99 ${String(f.p99Ms).padStart(4)} ms  ` +
        `${String(f.requestsPerSecond).padStart(6)} req/s  errors ${f.errors}  1 connection: mean ${f.single.meanMs.toFixed(2)} p99 ${f.single.p99Ms} ms${ratio}${goal}`,
    );
  }
}

// taskset pins the processes; without it the figures would be the scheduler's.
execFileSync('taskset', ['-c', '0', 'true']);
const engines = (option('engines') ?? 'sqlite,postgres').split(',');
// A missing file would be created empty, and the server's first start would seed the demo into it.
if (engines.includes('sqlite') && !existsSync(join(dataDir, 'portal.db'))) console.log(`\nSQLite skipped: no ${join(dataDir, 'portal.db')}; seed it first (DATA_DIR=... npm run seed:scale).`);
else if (engines.includes('sqlite')) await benchDatabase('sqlite');
if (engines.includes('postgres') && pgUrl) await benchDatabase('postgres');
else if (engines.includes('postgres')) console.log('\nPostgreSQL skipped: give --database-url=postgres://... or TEST_DATABASE_URL (a database seeded by npm run seed:scale).');
