import type { Db } from '../../db/database';
import { pagedList } from '../../db/paged-list';
import { dropFreightsOnly } from '../consignments/service';

// GET directdropfreight/existing's read (decision 0029): one page of the company's drop freights
// of the window, drafts included, from migration 0009's partial index. A search reads the
// number, the references and both parties.

/** The list's rows before paging (pagedList adds the company's condition). */
function rowsOf(db: Db) {
  const query = db
    .selectFrom('consignments')
    .select(['id', 'number', 'createdAt', 'senderSuburb', 'senderState', 'senderPostCode', 'receiverSuburb', 'receiverState', 'receiverPostCode'])
    .select(['senderCompany', 'receiverCompany', 'customerRef', 'scannedAt', 'quoteId', 'status']);
  return dropFreightsOnly(query);
}

// The number, the references and both parties, joined in one indexed column (migration 0013).
const dropFreightList = pagedList(rowsOf, { companyId: 'companyId', createdAt: 'createdAt', id: 'id', search: { indexedColumn: 'listSearch' } });
/** The page's query, unrun (its plan is tested: db/list-plans.test.ts). */
export const listDropFreightsQuery = dropFreightList.query;
export const listDropFreights = dropFreightList.run;
export type DropFreightListDbRow = Awaited<ReturnType<typeof listDropFreights>>[number];
