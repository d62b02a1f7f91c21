import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

// Searching the consignment lists at scale (issue 12). A search matches its text anywhere in nine
// columns of a company's consignments of the last 30 days; with no index able to answer '%text%',
// the read fetched every such row of the table (a busy company has over a thousand) to try nine
// LIKEs on each: about a millisecond at 1,000,000 consignments. The nine columns now also sit,
// lowercased and joined, in one generated column that the list indexes carry, so the search walks
// the company's index entries alone and fetches only the rows of its page (docs/performance.md).
// The database computes the column from the row, so no write path can leave it stale. SQLite
// keeps it virtual (its value lives in the index only); PostgreSQL can only store it.

/** The columns the consignment lists search, in the order they are joined. */
const SEARCHED_COLUMNS = [
  'number',
  'customer_ref',
  'po_number',
  'sender_company',
  'sender_full_name',
  'sender_suburb',
  'receiver_company',
  'receiver_full_name',
  'receiver_suburb',
] as const;

/** Between two columns' text: a control character no search can hold (likePattern drops them). */
const separator = (engine: Engine) => (engine === 'postgres' ? 'chr(31)' : 'char(31)');

export function listSearchMigration(engine: Engine): Migration {
  const joined = SEARCHED_COLUMNS.join(` || ${separator(engine)} || `);
  const storage = engine === 'postgres' ? 'STORED' : 'VIRTUAL';
  // SQLite has no INCLUDE: trailing key columns cover the same reads.
  const covering = (keys: string, extra: string) => (engine === 'postgres' ? `(${keys}) INCLUDE (${extra})` : `(${keys}, ${extra})`);
  return {
    async up(db: Kysely<unknown>) {
      await sql`ALTER TABLE consignments ADD COLUMN list_search text GENERATED ALWAYS AS (lower(${sql.raw(joined)})) ${sql.raw(storage)}`.execute(db);
      // They replace migration 0009's (company_id, created_at, id) indexes, whose keys they begin with.
      await sql`CREATE INDEX consignments_company_list ON consignments ${sql.raw(covering('company_id, created_at, id', 'status, list_search'))}`.execute(db);
      await sql`CREATE INDEX consignments_drop_freight_list ON consignments ${sql.raw(covering('company_id, created_at, id', 'list_search'))}
        WHERE first_stage = 'receival' AND pickup_id IS NULL`.execute(db);
      await sql`DROP INDEX consignments_company_created_id`.execute(db);
      await sql`DROP INDEX consignments_drop_freight_created_id`.execute(db);
    },
  };
}
