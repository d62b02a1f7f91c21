import SQLite from 'better-sqlite3';
import { beforeAll, expect, test } from 'vitest';
import type { PickupConvertAnswer, PickupSaveAnswer } from '@portal/domain/api/pickup';
import type { DatabaseConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { pickupIdOf } from './db/record-numbers';
import { bookingStream, resend, type Sent } from './test/booking-stream';
import { bookingCounts, halfWrittenBookings } from './test/booking-invariants';
import { onCleanup } from './test/cleanup';
import { signIn } from './test/process-calls';
import { buildServer, SERVER_PROCESS_LIMIT_MS, type ServerProcess, startServer } from './test/server-process';
import { createTestDatabase } from './test/test-db';


// Durability (issue 12): the compiled server is killed with SIGKILL at random moments while
// clients book, then started again on the same database. Whatever was answered 200 must be there
// whole, nothing may be half-written, and retrying any call with its Idempotency-Key, answered
// or not, must never book twice. The kill delays are the test's input, drawn from a seeded
// random (DURABILITY_SEED repeats a run); every other wait is on an answer, a line or the exit.

const SEED = Number(process.env.DURABILITY_SEED ?? 12026);
const ROUNDS = 3;
const WORKERS = 8;
/** Calls a round may send at most, so a slow kill still ends the stream. */
const LIMIT = 600;

/** mulberry32: a small seeded random in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function withDatabase<T>(config: DatabaseConfig, read: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(config);
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

/** Answered bookings missing from the database, or stored without their two freight lines. */
async function lostAnswers(db: Db, ledger: readonly Sent[]): Promise<string[]> {
  const answered = ledger.filter((e) => e.status === 200);
  const pickupIds = answered.filter((e) => e.call === 'pickups/new').map((e) => pickupIdOf((JSON.parse(e.answer!) as PickupSaveAnswer).pickupNumber)!);
  const connotes = answered.filter((e) => e.call === 'pickups/convert').map((e) => (JSON.parse(e.answer!) as PickupConvertAnswer).conNumber);
  const lines = await db.selectFrom('pickupItems').select('pickupId').where('pickupId', 'in', [0, ...pickupIds]).execute();
  const stored = await db.selectFrom('consignments').select('number').where('number', 'in', ['', ...connotes]).execute();
  return [
    ...pickupIds.filter((id) => lines.filter((l) => l.pickupId === id).length !== 2).map((id) => `answered pickup ${id} is not stored with its 2 lines`),
    ...connotes.filter((n) => !stored.some((c) => c.number === n)).map((n) => `answered consignment ${n} is not stored`),
  ];
}

/** SQLite's own check of the file, opened after the process died and before anything else touches it. */
function sqliteIntegrity(file: string): { integrity: unknown; foreignKeys: unknown } {
  const raw = new SQLite(file);
  try {
    return { integrity: raw.pragma('integrity_check', { simple: true }), foreignKeys: raw.pragma('foreign_key_check') };
  } finally {
    raw.close();
  }
}

beforeAll(buildServer);

test(`bookings survive SIGKILL at random moments (seed ${SEED}): nothing answered is lost, nothing half-written, no key books twice`, { timeout: SERVER_PROCESS_LIMIT_MS }, async () => {
  const database = await createTestDatabase();
  onCleanup(database.drop);
  const random = seeded(SEED);
  const run = `k${process.pid}`;
  const ledger: Sent[] = [];

  let server: ServerProcess = await startServer(database.config);
  const since = Date.now();
  const token = await signIn(server.port, 'booker');

  for (let round = 0; round < ROUNDS; round += 1) {
    const stream = bookingStream(server.port, token, ledger, { prefix: `${run}-${round}`, workers: WORKERS, limit: LIMIT });
    const booking = await Promise.race([stream.firstBooked.then(() => true), stream.done.then(() => false)]);
    if (!booking) throw new Error(`round ${round}: no booking was answered 200: ${ledger.at(-1)?.status} ${ledger.at(-1)?.answer}`);
    const delay = 50 + Math.floor(random() * 351);
    await new Promise((resolve) => setTimeout(resolve, delay));
    server.child.kill('SIGKILL');
    await server.exited;
    await stream.done;

    if (database.config.kind === 'sqlite') expect(sqliteIntegrity(database.config.file)).toEqual({ integrity: 'ok', foreignKeys: [] });
    const problems = await withDatabase(database.config, async (db) => [...(await halfWrittenBookings(db, since)), ...(await lostAnswers(db, ledger))]);
    expect(problems, `round ${round}, killed ${delay} ms after the first booking`).toEqual([]);
    server = await startServer(database.config);
  }
  // Every answer that came was a booking: no call failed but by the kill.
  expect(ledger.filter((e) => e.status !== undefined && e.status !== 200)).toEqual([]);

  // Every call again with its key: an answered one replays its answer, an unanswered one books
  // now only if the killed process had not committed it. Either way one record per key.
  const retried = await resend(server.port, token, ledger, WORKERS);
  expect(retried.filter((answer) => answer.status !== 200)).toEqual([]);
  ledger.forEach((entry, i) => {
    if (entry.status !== 200) return;
    expect(retried[i]!.headers['idempotent-replayed']).toBe('true');
    expect(JSON.parse(retried[i]!.body)).toEqual(JSON.parse(entry.answer!));
  });
  const keysOf = (call: Sent['call']) => ledger.filter((e) => e.call === call).length;
  const numbers = retried.map((answer) => JSON.parse(answer.body) as Partial<PickupSaveAnswer & PickupConvertAnswer>);
  expect(new Set(numbers.filter((n) => n.conNumber === undefined).map((n) => n.pickupNumber)).size).toBe(keysOf('pickups/new'));
  expect(new Set(numbers.map((n) => n.conNumber).filter(Boolean)).size).toBe(keysOf('pickups/convert'));

  server.child.kill('SIGKILL');
  await server.exited;
  await withDatabase(database.config, async (db) => {
    expect(await halfWrittenBookings(db, since)).toEqual([]);
    expect(await bookingCounts(db, since)).toEqual({ pickups: keysOf('pickups/new'), consignments: keysOf('pickups/convert') });
  });
});
