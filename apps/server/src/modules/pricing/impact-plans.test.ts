import { describe, expect, it } from 'vitest';
import { ACME } from '../../db/seed/demo-users';
import { companyIdByName } from '../../test/factories';
import { planOf } from '../../test/query-plan';
import { testApp } from '../../test/test-app';
import { impactPageQuery } from './impact-reads';

// The cost of a change reads 100,000 consignments a page at a time (issue 27): each page must
// seek to its cursor through an index, every customer's by created_at and one customer's by its
// company index, and find each consignment's items by their index. A page that scanned from the
// window's start instead cost PostgreSQL the square of the pages (its row comparison is no index
// condition on an index of created_at alone): 15 s, not 2, for 100,000.

const { db, config, clock } = await testApp();
const kind = config.database.kind;
const cursor = { afterAt: clock.now() - 30 * 86_400_000, afterId: 12_345, companyId: await companyIdByName(db, ACME) };
const plan = async (ofCompany: boolean) => (await planOf(db, kind, impactPageQuery(db, cursor, ofCompany))).join('\n');

describe("the cost of a change's pages", () => {
  it("seek every customer's consignments from the cursor through the created_at index, and their items through theirs", async () => {
    const text = await plan(false);
    if (kind === 'sqlite') {
      expect(text).toMatch(/SEARCH consignments USING INDEX consignments_created \(created_at>\?\)/);
      expect(text).toMatch(/SEARCH i USING INDEX consignment_items_consignment \(consignment_id=\?\)/);
    } else {
      expect(text).toMatch(/Index Scan (using|on) consignments_created\b[\s\S]*?Index Cond: \(\(?created_at >= /);
      expect(text).toMatch(/Index Scan using consignment_items_consignment on consignment_items i/);
      expect(text).not.toMatch(/Seq Scan/);
    }
  });

  it("seek one customer's from the cursor through its company index", async () => {
    const text = await plan(true);
    if (kind === 'sqlite') {
      expect(text).toMatch(/SEARCH consignments USING (COVERING )?INDEX consignments_company_\w+ \(company_id=\? AND created_at>\?\)/);
    } else {
      expect(text).toMatch(/Index Scan using consignments_company_\w+ on consignments\b[^\n]*\n\s*Index Cond: \(\(company_id = \S+\) AND \(created_at >= /);
      expect(text).not.toMatch(/Seq Scan/);
    }
  });
});
