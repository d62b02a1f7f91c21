import { describe, expect, it } from 'vitest';
import { FOUND_CONSIGNMENTS_MAX } from '@portal/domain/carrier/customer-service-calls';
import type { StaffAuditInput } from '@portal/domain/carrier/staff-audit-calls';
import { ACME } from './seed/demo-users';
import { staffAuditQuery } from '../modules/audit/staff-audit-repo';
import { searchQueries } from '../modules/consignments/consignment-search-repo';
import { companyIdByName } from '../test/factories';
import { planOf } from '../test/query-plan';
import { testApp } from '../test/test-app';

// The back office's reads across every company (issue 26, migration 0024) stay index lookups at
// the scale seed's million consignments: customer service's three searches each walk one index
// (the reference's in its newest-first order, no sort), and the staff trail walks a partial index
// of staff rows only, whichever filter it has: never the customers' rows, never the whole table.

const { db, config, clock } = await testApp();
const companyId = await companyIdByName(db, ACME);
const kind = config.database.kind;
const plan = async (query: Parameters<typeof planOf>[2]) => (await planOf(db, kind, query)).join('\n');

/** The plan walks `index` and nothing else: no table scanned whole, no sort of its rows. */
function expectIndexOnly(text: string, table: string, alias: string, index: string) {
  if (kind === 'sqlite') {
    expect(text).toMatch(new RegExp(`SEARCH ${alias} USING (COVERING )?INDEX ${index} \\(`));
    expect(text).not.toMatch(new RegExp(`SCAN ${alias}\\b`));
    expect(text).not.toMatch(/TEMP B-TREE/);
  } else {
    expect(text).toMatch(new RegExp(`Index (Only )?Scan (Backward )?using ${index} on ${table}`));
    expect(text).not.toMatch(new RegExp(`Seq Scan on ${table}`));
    expect(text).not.toMatch(/\bSort\b/);
  }
}

describe("customer service's search", () => {
  const queries = searchQueries(db, { number: 'FP900000019', trackingId: 'ABCDEFGHJKLMNPQRSTUV', customerRef: 'so-7788' }, FOUND_CONSIGNMENTS_MAX);

  it('finds a number and a tracking id through their unique indexes', async () => {
    const number = await plan(queries.number);
    const trackingId = await plan(queries.trackingId);
    if (kind === 'sqlite') {
      expect(number).toMatch(/SEARCH c USING INDEX sqlite_autoindex_consignments_\d+ \(number=\?\)/);
      expect(trackingId).toMatch(/SEARCH c USING INDEX consignments_tracking_id \(tracking_id=\?\)/);
    } else {
      expect(number).toMatch(/Index Scan using consignments_number_key on consignments/);
      expect(trackingId).toMatch(/Index Scan using consignments_tracking_id on consignments/);
    }
  });

  it("finds a reference through its lowercased index, newest first, without sorting a reference's rows", async () => {
    expectIndexOnly(await plan(queries.customerRef), 'consignments', 'c', 'consignments_customer_ref');
  });
});

describe('the staff audit trail', () => {
  const since = clock.now() - 90 * 86_400_000;
  const cases: [string, StaffAuditInput, string][] = [
    ['no filter', {}, 'audit_events_staff_at'],
    ['an action and a search', { action: 'scan-recorded', search: 'FP9' }, 'audit_events_staff_at'],
    ['a later page', { before: `${clock.now()}.1000` }, 'audit_events_staff_at'],
    ['a company', { company: companyId }, 'audit_events_staff_company'],
    ['a staff member', { user: 'Carrier' }, 'audit_events_staff_user'],
  ];
  it.each(cases)('reads %s through a partial index of staff rows', async (_name, input, index) => {
    expectIndexOnly(await plan(staffAuditQuery(db, { ...input, since })), 'audit_events', 'a', index);
  });
});
