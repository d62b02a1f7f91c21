import { sql, type Kysely, type Migration } from 'kysely';

// Lists at scale (issue 12, docs/decisions/0029). The four record lists read a page by keyset on
// (created_at, id) within one company, so each listed table gets (company_id, created_at, id):
// the read walks the company's newest rows in order and stops after a page. It replaces the
// (company_id, created_at) index, whose columns it begins with. The rest serve lookups of a
// consignment's parts (tracking events, label serials, documents), a pickup's consignment, the
// sessions of a company and the simulator's window, none of which had an index to start from.

/** [name, table, columns]; every one is safe to add to a populated database. */
const INDEXES: readonly [string, string, string][] = [
  ['quotes_company_created_id', 'quotes', 'company_id, created_at, id'],
  ['pickups_company_created_id', 'pickups', 'company_id, created_at, id'],
  ['consignments_company_created_id', 'consignments', 'company_id, created_at, id'],
  // The pickups list's scanned flag and a pickup's Create Consignment find the pickup's consignment.
  ['consignments_pickup', 'consignments', 'pickup_id'],
  // The tracking simulator reads every company's consignments of its window (operations, not a list).
  ['consignments_created', 'consignments', 'created_at'],
  // A consignment's events in code order; the list's highest code is the last entry of its range.
  ['tracking_events_consignment', 'tracking_events', 'consignment_id, code'],
  ['sscc_serials_consignment', 'sscc_serials', 'consignment_id, item_no'],
  ['documents_consignment', 'documents', 'consignment_id, doc_type'],
  // Removing a company's sessions (and the cascade of a company) reads them by company.
  ['sessions_company', 'sessions', 'company_id'],
];

/** Indexes the ones above make redundant: each is a leading part of its replacement. */
const REPLACED = ['quotes_company_created', 'pickups_company_created', 'consignments_company_created', 'consignments_drop_freight_created'];

export const listIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, table, columns] of INDEXES) {
      await sql`CREATE INDEX ${sql.id(name)} ON ${sql.id(table)} (${sql.raw(columns)})`.execute(db);
    }
    // The Existing Drop Freight list's partial index (migration 0008), now with the id: the
    // list query repeats its condition as literals, which both engines need to use it.
    await sql`CREATE INDEX consignments_drop_freight_created_id ON consignments (company_id, created_at, id)
      WHERE first_stage = 'receival' AND pickup_id IS NULL`.execute(db);
    for (const name of REPLACED) await sql`DROP INDEX ${sql.id(name)}`.execute(db);
  },
};
