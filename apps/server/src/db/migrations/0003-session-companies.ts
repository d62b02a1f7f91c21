import type { Kysely, Migration } from 'kysely';

// Decision 0005: a session keeps the companies list of its answer, the JSON of CompanyRef[]
// (enabled memberships, by name). Null on sessions created before this migration: their
// answer reads the list from the memberships instead, until they end (12 hours at most).
export const sessionCompaniesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('companies_snapshot', 'text').execute();
  },
};
