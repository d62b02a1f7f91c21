import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database';

// The audit trail (issue 13, docs/decisions/0032): who did what, in which company, when and from
// which address. Rows are never updated. user_id has no foreign key on purpose: a deleted user's
// events must stay readable, so the username is kept as text beside it. A company's rows go with
// the company. The screen reads a company's rows newest first by keyset on (at, id), so the index
// leads with the company (decision 0029's shape).

export function auditTrailMigration(engine: Engine): Migration {
  const serial = (col: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const text = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo('');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_events')
        .addColumn('id', 'integer', serial)
        .addColumn('at', 'bigint', (c) => c.notNull())
        // Null when no company sees the row: an unknown username, a user of no company.
        .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
        // Null for an unknown username and for the operations key.
        .addColumn('user_id', 'integer')
        .addColumn('username', 'text', text)
        // 'user' or 'operations'.
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target', 'text', text)
        .addColumn('address', 'text', text)
        .execute();
      await db.schema.createIndex('audit_events_company_at_id').on('audit_events').columns(['company_id', 'at', 'id']).execute();
    },
  };
}
