import type { Kysely, Migration } from 'kysely';

// Retention (RetentionConfig in config.ts): the housekeeping sweeps delete audit rows and outbox
// messages older than the configured days, across every company, so each needs an index that
// leads with the time, or every sweep would read the whole table.

export const retentionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('audit_events_at').on('audit_events').column('at').execute();
    await db.schema.createIndex('outbox_created').on('outbox').column('created_at').execute();
  },
};
