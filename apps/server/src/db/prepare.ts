import { sql } from 'kysely';
import type { AppConfig } from '../config';
import type { Db, Engine } from './database';
import { migrateToLatest } from './migrate';
import { seedConnoteBooks } from './seed/connote-books';
import { seedFuelLevies } from './seed/fuel-levies';
import { seedDemoData } from './seed/seed';

/** PostgreSQL advisory lock key of start-up preparation ('port' in ASCII): any constant all instances share. */
const PREPARE_LOCK = 0x706f7274;

/**
 * Several instances may start at once on one PostgreSQL database (a deploy behind a load
 * balancer): each seed step reads 'is it empty?' and then inserts, so two at once would both
 * insert and one would die on a unique index. A session-level advisory lock on one reserved
 * connection makes them take turns; the work itself runs on the pool. A process killed while
 * holding it loses its session, and with it the lock. SQLite is one process's file: no lock.
 */
async function oneAtATime<T>(db: Db, engine: Engine, work: () => Promise<T>): Promise<T> {
  if (engine !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(connection);
    }
  });
}

/**
 * Migrates, then seeds the demo data when the database is empty, then runs `afterSeed` if it
 * seeded; one instance at a time. Answers whether it seeded.
 */
export async function prepareDatabase(db: Db, config: AppConfig, afterSeed?: () => Promise<void>): Promise<boolean> {
  return oneAtATime(db, config.database.kind, async () => {
    await migrateToLatest(db, config.database.kind);
    await seedFuelLevies(db, config.now());
    const seeded = await seedDemoData(db, { now: config.now(), scryptCost: config.scryptCost, sessionTimeoutMs: config.sessionTimeoutMs });
    await seedConnoteBooks(db, config.now());
    if (seeded) await afterSeed?.();
    return seeded;
  });
}
