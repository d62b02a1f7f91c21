import { sql, type Kysely, type Migration } from 'kysely';

// The PODs list is paged like the other lists (issue 24, decision 0029): keyset on
// (created_at, id) within one company and document type. The index of migration 0007 lacked the
// id, so a page after a cursor could not start its walk in the index; this one replaces it.

export const documentListIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE INDEX documents_company_type_created_id ON documents (company_id, doc_type, created_at, id)`.execute(db);
    await sql`DROP INDEX documents_company_type`.execute(db);
  },
};
