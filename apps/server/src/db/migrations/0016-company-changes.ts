import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

// A count of each company's changes to what its record lists show (decision 0038): the list
// cache (modules/bookings/list-cache.ts) keeps a page while its company's count stands still.
// Triggers keep the count, so no write path, script or second process can change a list's rows
// without it: every insert, update and delete of a quote, pickup, consignment or POD, and of a
// tracking event (whose company is its consignment's). SQLite only: there writers take turns
// anyway and a trigger's write costs a few microseconds; on PostgreSQL several instances would
// all update one row per company, and each booking or scan would hold that row locked until it
// commits.

/** Tables that carry their company, and tables that reach it through their consignment. */
export const OWN_COMPANY = ['quotes', 'pickups', 'consignments', 'pods'] as const;
export const CONSIGNMENT_COMPANY = ['tracking_events'] as const;
const EVENTS = [
  ['insert', 'NEW'],
  ['update', 'NEW'],
  ['delete', 'OLD'],
] as const;

/** Counts one change of a company: `rows` gives its company_id and 1 (VALUES or a SELECT). */
const counted = (rows: string) =>
  `INSERT INTO company_changes (company_id, changes) ${rows} ON CONFLICT (company_id) DO UPDATE SET changes = changes + 1;`;

/** Where a table's rows name their company: in their own column or their consignment's. */
export type CompanyColumn = 'own' | 'consignment';

/** SQLite: the triggers that count every insert, update and delete of `table`'s rows. */
export async function createSqliteCountTriggers(db: Kysely<unknown>, table: string, company: CompanyColumn): Promise<void> {
  for (const [event, row] of EVENTS) {
    // WHERE ends the SELECT: SQLite would read an ON after a bare FROM as a join's.
    const body = counted(company === 'own' ? `VALUES (${row}.company_id, 1)` : `SELECT company_id, 1 FROM consignments WHERE id = ${row}.consignment_id`);
    await sql.raw(`CREATE TRIGGER ${table}_${event}_counted AFTER ${event.toUpperCase()} ON ${table} BEGIN ${body} END`).execute(db);
  }
}

export function companyChangesMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'sqlite') return;
      await sql`CREATE TABLE company_changes (company_id integer PRIMARY KEY, changes integer NOT NULL)`.execute(db);
      for (const table of OWN_COMPANY) await createSqliteCountTriggers(db, table, 'own');
      for (const table of CONSIGNMENT_COMPANY) await createSqliteCountTriggers(db, table, 'consignment');
    },
  };
}
