import type { Compilable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ACME } from './seed/demo-users';
import type { Db } from './database';
import { auditEventsQuery } from '../modules/audit/audit-list-repo';
import { listConsignmentsQuery } from '../modules/consignments/consignment-list-repo';
import { listPodsQuery } from '../modules/documents/document-list-repo';
import { listDropFreightsQuery } from '../modules/drop-freight/drop-freight-list-repo';
import { listPickupsQuery } from '../modules/pickups/pickup-list-repo';
import { listQuotesQuery } from '../modules/quotes/quote-list-repo';
import type { ListPageQuery } from './paged-list';
import { companyIdByName } from '../test/factories';
import { planOf } from '../test/query-plan';
import { testApp } from '../test/test-app';

// Migration 0009 (decision 0029): each list's first page, a later page and a search read the
// company's rows through an index that leads with company_id, never by scanning the table (all
// companies' rows). test/query-plan.ts asks each engine.

const { db, config, clock } = await testApp();
const companyId = await companyIdByName(db, ACME);
const since = clock.now() - 30 * 86_400_000;

const LISTS = [
  { name: 'quotes', table: 'quotes', alias: 'q', index: 'quotes_company_created_id', query: listQuotesQuery },
  { name: 'pickups', table: 'pickups', alias: 'p', index: 'pickups_company_created_id', query: listPickupsQuery },
  { name: 'drop freight', table: 'consignments', alias: 'consignments', index: 'consignments_drop_freight_list', query: listDropFreightsQuery, indexedSearch: true },
  { name: 'consignments', table: 'consignments', alias: 'c', index: 'consignments_company_list', query: listConsignmentsQuery, indexedSearch: true },
  { name: 'PODs', table: 'documents', alias: 'd', index: 'documents_company_type_created_id', query: listPodsQuery },
  { name: 'audit trail', table: 'audit_events', alias: 'a', index: 'audit_events_company_at_id', query: auditEventsQuery },
] as const;

const PAGES: Record<string, ListPageQuery> = {
  'first page': { since },
  'a later page': { since, before: `${clock.now()}.1000` },
  search: { since, search: 'harbour' },
};

const planOfQuery = (database: Db, query: Compilable<unknown>) => planOf(database, config.database.kind, query);

describe.each(LISTS)('the $name list', (list) => {
  it.each(Object.entries(PAGES))('reads %s through its company index', async (pageName, page) => {
    const plan = await planOfQuery(db, list.query(db, companyId, page));
    const text = plan.join('\n');
    // Migration 0013: these lists' search finds the page's ids in the index alone, then reads
    // those rows by id and orders that one page.
    const idsFromIndex = 'indexedSearch' in list && pageName === 'search';
    if (config.database.kind === 'sqlite') {
      // 'SEARCH q USING INDEX quotes_company_created_id (company_id=? AND created_at>?)'
      expect(text).toMatch(new RegExp(`SEARCH ${list.alias} USING (COVERING )?INDEX ${list.index} \\(company_id=\\?`));
      // No table of the query is scanned whole, and the index gives the order (no sort but the page's).
      expect(plan.filter((line) => /^SCAN /.test(line))).toEqual([]);
      if (idsFromIndex) expect(plan[0]).toMatch(new RegExp(`^SEARCH ${list.alias} USING .*rowid=\\?`));
      else expect(text).not.toMatch(/TEMP B-TREE/);
    } else {
      expect(text).toMatch(new RegExp(`Index (Only )?Scan (Backward )?using ${list.index} on ${list.table}|Bitmap Index Scan on ${list.index}`));
      expect(text).toMatch(/Index Cond: .*company_id = /);
      expect(text).not.toMatch(/Seq Scan/);
    }
  });
});
