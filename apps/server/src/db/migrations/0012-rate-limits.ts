import type { Kysely, Migration } from 'kysely';

// Rate limits shared by every instance (issue 13, decision 0031): one row per key and fixed
// window, the requests every instance has counted in it. Instances add their counts in batches;
// housekeeping deletes ended windows.

export const rateLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limits_pkey', ['key', 'window_start'])
      .execute();
    // The sweep deletes by window alone.
    await db.schema.createIndex('rate_limits_window_start').on('rate_limits').column('window_start').execute();
  },
};
