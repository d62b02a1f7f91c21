import type { AppConfig } from '../config';
import type { Db } from './database';
import { migrateToLatest } from './migrate';
import { seedConnoteBooks } from './seed/connote-books';
import { seedFuelLevies } from './seed/fuel-levies';
import { seedDemoData } from './seed/seed';

/** Migrates, then seeds the demo data when the database is empty. Answers whether it seeded. */
export async function prepareDatabase(db: Db, config: AppConfig): Promise<boolean> {
  await migrateToLatest(db, config.database.kind);
  await seedFuelLevies(db, config.now());
  const seeded = await seedDemoData(db, { now: config.now(), scryptCost: config.scryptCost, sessionTimeoutMs: config.sessionTimeoutMs });
  await seedConnoteBooks(db, config.now());
  return seeded;
}
