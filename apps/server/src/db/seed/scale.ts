import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig, REPO_ROOT } from '../../config';
import { hashPassword } from '../../modules/auth/password-hash';
import { drawnSignature } from '../../modules/pods/signature-png';
import { suburbsFor } from '../../modules/reference/suburbs';
import { tariffOf } from '../../modules/reference/tariff';
import { openDatabase, type Db } from '../database';
import { migrateToLatest } from '../migrate';
import { DEMO_PASSWORD } from './demo-users';
import { seedFuelLevies } from './fuel-levies';
import { seedSlice, type SliceWorld } from './scale-bookings';
import { scaleUsername, seedScaleCompanies } from './scale-companies';
import { seededRandom, weightedPicker } from './scale-random';

// npm run seed:scale (issue 12): a database the size of a busy year, for the scale bench
// (bench/scale.ts) and docs/performance.md. SQLite in DATA_DIR (default data/scale, never the
// demo's data/portal.db) or PostgreSQL at DATABASE_URL. Migrated by the service's migrations and
// written through its repositories, in transactions of --batch consignments each. Deterministic:
// the same options give the same rows. It refuses a database that holds companies already;
// --force empties it first.

const { values: args } = parseArgs({
  options: {
    companies: { type: 'string', default: '200' },
    'users-per-company': { type: 'string', default: '10' },
    consignments: { type: 'string', default: '1000000' },
    quotes: { type: 'string' },
    pickups: { type: 'string' },
    days: { type: 'string', default: '365' },
    batch: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '12' },
    force: { type: 'boolean', default: false },
  },
});

const whole = (name: string, raw: string | undefined): number => {
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 0) return value;
  console.error(`--${name} must be a whole number, not '${raw}'.`);
  process.exit(1);
};
const companies = whole('companies', args.companies);
const consignments = whole('consignments', args.consignments);
const quotes = whole('quotes', args.quotes ?? String(Math.round(consignments / 10)));
const pickups = whole('pickups', args.pickups ?? String(Math.round(consignments / 10)));
const batch = Math.max(1, whole('batch', args.batch));
const DAY = 24 * 60 * 60_000;

const config = loadConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR?.trim() || 'data/scale' });
const now = config.now();
const fmt = (n: number) => n.toLocaleString('en-AU');
const elapsed = (since: number) => {
  const s = Math.round((performance.now() - since) / 1000);
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
};

if (config.database.kind === 'sqlite') {
  if (config.database.file === join(REPO_ROOT, 'data', 'portal.db')) {
    console.error('seed:scale never writes the demo database data/portal.db: set DATA_DIR to another folder.');
    process.exit(1);
  }
  if (args.force) for (const suffix of ['', '-wal', '-shm']) rmSync(config.database.file + suffix, { force: true });
}
const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL (DATABASE_URL)';
console.log(`Scale seed into ${where}${args.force ? ' (--force: emptied first)' : ''}`);

const db = openDatabase(config.database);
try {
  if (config.database.kind === 'postgres' && args.force) {
    await sql`DROP SCHEMA public CASCADE`.execute(db);
    await sql`CREATE SCHEMA public`.execute(db);
  }
  await migrateToLatest(db, config.database.kind);
  await seedFuelLevies(db, now);
  if (await db.selectFrom('companies').select('id').limit(1).executeTakeFirst()) {
    console.error('This database holds companies already: nothing written. Run with --force to empty it and seed again.');
    process.exitCode = 1;
  } else {
    await seed(db);
  }
} finally {
  await db.destroy();
}

async function seed(db: Db): Promise<void> {
  const started = performance.now();
  const random = seededRandom(whole('seed', args.seed));
  const tariff = await tariffOf(db);
  const places = suburbsFor(tariff.depots, tariff.routedDepots).options.filter((o) => o.available && o.depots.length > 0);
  // One hash for every user (scrypt at full cost takes a moment): all sign in with the demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD, config.scryptCost);
  const usersPerCompany = whole('users-per-company', args['users-per-company']);
  const scale = await seedScaleCompanies(db, random, places, { companies, usersPerCompany, passwordHash, sessionTimeoutMs: config.sessionTimeoutMs, now });
  console.log(`  ${fmt(companies)} companies, ${fmt(companies * usersPerCompany)} users  ${elapsed(started)}`);

  const signatures = new Map<string, Buffer>();
  const world: SliceWorld = {
    companies: scale,
    pickCompany: weightedPicker(scale.map((c) => c.weight)),
    depots: new Map(tariff.depots.map((d) => [d.code, d])),
    fuelLevies: tariff.fuelLevies,
    signatureOf: (name) => signatures.get(name) ?? signatures.set(name, drawnSignature(name)).get(name)!,
    now,
  };
  const slices = Math.max(1, Math.ceil(consignments / batch));
  const span = whole('days', args.days) * DAY;
  const start = now - span;
  const part = (total: number, k: number) => Math.floor((total * (k + 1)) / slices) - Math.floor((total * k) / slices);
  const totals = { consignments: 0, items: 0, events: 0, documents: 0, pods: 0 };
  let printedAt = performance.now();
  for (let k = 0; k < slices; k += 1) {
    const from = start + Math.floor((span * k) / slices);
    const to = start + Math.floor((span * (k + 1)) / slices);
    const counts = { quotes: part(quotes, k), pickups: part(pickups, k), consignments: part(consignments, k) };
    const rows = await db.transaction().execute((trx) => seedSlice(trx, random, world, from, to, counts));
    totals.consignments += counts.consignments;
    totals.items += rows.items;
    totals.events += rows.events;
    totals.documents += rows.documents;
    totals.pods += rows.pods;
    if (performance.now() - printedAt > 10_000 || k === slices - 1) {
      printedAt = performance.now();
      const rate = Math.round(totals.consignments / ((printedAt - started) / 1000));
      console.log(`  ${fmt(totals.consignments)} / ${fmt(consignments)} consignments  ${elapsed(started)}  (${fmt(rate)}/s)`);
    }
  }
  // What autovacuum would do soon after such a load: the planner's statistics, and the visibility
  // map that lets the searches read the list indexes alone (migration 0013). SQLite is left as
  // the service leaves it (it never runs ANALYZE), so the bench sees what production would.
  if (config.database.kind === 'postgres') await sql`VACUUM ANALYZE`.execute(db);

  console.log(
    `Done in ${elapsed(started)}: ${fmt(companies)} companies, ${fmt(companies * usersPerCompany)} users, ${fmt(quotes)} quotes, ` +
      `${fmt(pickups)} pickups, ${fmt(totals.consignments)} consignments with ${fmt(totals.items)} freight lines, ` +
      `${fmt(totals.events)} tracking events, ${fmt(totals.documents)} documents and ${fmt(totals.pods)} PODs.`,
  );
  console.log(`Database size: ${await databaseSize(db)}`);
  const busiest = [...scale].sort((a, b) => b.weight - a.weight || a.n - b.n).slice(0, 3);
  console.log(
    `Sign in as ${scaleUsername(1, 2)} ... ${scaleUsername(companies, 2)} (a Booking Officer of each company; u1 is its ` +
      `Administrator, u2-u5 Booking Officers, u6-u7 Accounts, u8-u10 Read Only), password ${DEMO_PASSWORD}. ` +
      `Busiest: ${busiest.map((c) => scaleUsername(c.n, 2)).join(', ')}.`,
  );
}

async function databaseSize(db: Db): Promise<string> {
  const mb = (bytes: number) => `${fmt(Math.round(bytes / 1024 / 1024))} MB`;
  if (config.database.kind === 'sqlite') {
    const file = config.database.file;
    const wal = statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;
    return `${mb(statSync(file).size)} (${file}; WAL ${mb(wal)})`;
  }
  const { rows } = await sql<{ size: string }>`SELECT pg_database_size(current_database())::text AS size`.execute(db);
  return `${mb(Number(rows[0]!.size))} (pg_database_size)`;
}
