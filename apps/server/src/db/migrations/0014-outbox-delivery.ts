import { sql, type Kysely, type Migration } from 'kysely';

// Mail that outlives its instance (issue 12, 'nothing lost when a process dies'). A message was
// sent once, by the instance that queued it, right after its transaction committed: if that
// instance died first, or SMTP refused, the message stayed unsent for good. Now a message is
// claimed before it is sent (claimed_until: no other instance touches it until then) and counted
// (attempts), and every instance with SMTP sweeps the unsent messages whose claim has run out
// (modules/mail/delivery.ts). The partial index keeps that sweep off the sent history.

export const outboxDeliveryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('outbox').addColumn('claimed_until', 'bigint').execute();
    await sql`CREATE INDEX outbox_unsent ON outbox (created_at) WHERE sent_at IS NULL`.execute(db);
  },
};
