import type { Kysely, Migration } from 'kysely';

// Row versions (issue 12, docs/decisions/0030): every row a customer opens, edits and saves again
// carries a counter. A save names the version it was opened at and its UPDATE is conditioned on
// it, adding one, so a save made from a stale copy changes nothing and is refused (409).
// Existing rows start at 1, as new ones do.

const TABLES = ['pickups', 'quotes', 'consignments', 'users'] as const;

export const rowVersionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of TABLES) {
      await db.schema.alterTable(table).addColumn('version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
    }
  },
};
