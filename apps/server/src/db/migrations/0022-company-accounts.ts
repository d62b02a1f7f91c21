import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

// Customer companies as the back office keeps them (issue 26): an ABN (its 11 digits, '' when
// none is on file), when staff suspended the company (null while it trades) and when it was
// created. Companies made before this migration take its time as their creation.
//
// The back office's list reads companies by name, a page at a time, and searches names and ABNs
// (modules/companies/repo.ts). `name_key`, the name lowercased, is computed by the database from
// the row, so no write path can leave it stale (as migration 0013's list_search): virtual on
// SQLite, stored on PostgreSQL. The list index is ordered as the list is, (name_key, id), and
// carries the ABN, so a page, a name search and an ABN search walk index entries only. A whole
// ABN or its first digits find their rows through companies_abn.
//
// Suspending a company ends its sessions in one statement, by migration 0009's sessions_company.

export function companyAccountsMigration(engine: Engine): Migration {
  const storage = engine === 'postgres' ? 'STORED' : 'VIRTUAL';
  // SQLite has no INCLUDE: a trailing key column covers the same reads.
  const listKeys = engine === 'postgres' ? '(name_key, id) INCLUDE (abn, suspended_at)' : '(name_key, id, abn, suspended_at)';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('companies')
        .addColumn('abn', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('companies').addColumn('suspended_at', 'bigint').execute();
      await db.schema
        .alterTable('companies')
        .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`UPDATE companies SET created_at = ${Date.now()}`.execute(db);
      await sql`ALTER TABLE companies ADD COLUMN name_key text GENERATED ALWAYS AS (lower(name)) ${sql.raw(storage)}`.execute(db);
      await sql`CREATE INDEX companies_list ON companies ${sql.raw(listKeys)}`.execute(db);
      await db.schema.createIndex('companies_abn').on('companies').column('abn').execute();
    },
  };
}
