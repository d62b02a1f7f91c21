import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';

// Drop freight (issue 11; docs/decisions/0025): a drop freight is a consignment row numbered at
// its Enter Consignment Number step and kept at status 2 until booked, so the row holds the
// wizard's draft as well: its progress, the price-per-item flag, the dangerous goods answer
// (null until asked), the drop-in date, who booked it, the receiver's business hours and the
// server's schedule (the drop-in day and the same-day receivals message). Pickup consignments
// leave them at their defaults.

type Col = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

const text: Col = (col) => col.notNull().defaultTo('');
const int: Col = (col) => col.notNull().defaultTo(0);

const COLUMNS: readonly [string, 'text' | 'integer', Col][] = [
  ['progress', 'integer', int],
  ['ppi', 'integer', int],
  ['dg_has', 'integer', (col) => col],
  // The drop-in date as typed, 'YYYY-MM-DD'.
  ['ready_at', 'text', text],
  ['booked_by', 'text', text],
  ['open_from', 'text', text],
  ['closed_after', 'text', text],
  ['schedule_day', 'text', text],
  ['schedule_msg', 'text', text],
];

export const dropFreightMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite adds one column a statement.
    for (const [name, type, col] of COLUMNS) await db.schema.alterTable('consignments').addColumn(name, type, col).execute();
    // The Existing Drop Freight list reads a company's drop freights of 30 days, drafts included.
    // Both engines take a partial index; the list query repeats its condition as literals.
    await sql`CREATE INDEX consignments_drop_freight_created ON consignments (company_id, created_at)
      WHERE first_stage = 'receival' AND pickup_id IS NULL`.execute(db);
  },
};
