import { sql, type Kysely, type Migration } from 'kysely';

// Drop freight drafts untouched for 30 days are swept (decision 0040). A swept draft's number
// is kept here, so a manual connote is never accepted again (connote-check reads both tables);
// electronic numbers come from a sequence that never goes back. The partial index lets the
// sweep find the company-wide drafts by their last change without reading booked consignments.

export const retiredConnotesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('retired_connotes')
      .addColumn('number', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('retired_at', 'bigint', (c) => c.notNull())
      .execute();
    await sql`CREATE INDEX consignments_drafts_updated ON consignments (updated_at) WHERE status = 2`.execute(db);
  },
};
