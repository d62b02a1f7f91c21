import type { Db } from '../../db/database';
import { pagedList } from '../../db/paged-list';
import { quoteNumberSql } from '../../db/record-numbers';

// GET quotes' read (decision 0029): one page of the company's quotes of the window. A search
// reads what a row shows: the number, the references, the sender's and receiver's suburbs and
// the pickup or consignment it became.

/** The list's rows before paging (pagedList adds the company's condition). */
function rowsOf(db: Db) {
  return db
    .selectFrom('quotes as q')
    // The quote's consignment, for its scanned flag and whether it is a drop freight still a
    // draft (same company: numbers are unique).
    .leftJoin('consignments as c', (join) => join.onRef('c.number', '=', 'q.connote').onRef('c.companyId', '=', 'q.companyId'))
    .select(['q.id', 'q.createdAt', 'q.sender', 'q.receiver', 'q.customerRef', 'q.pickup', 'q.connote', 'q.accepted', 'q.validUntil'])
    .select(['c.scannedAt', 'c.status as conStatus']);
}

const searched = [quoteNumberSql('q.id'), 'q.customerRef', 'q.poNumber', 'q.sender', 'q.receiver', 'q.pickup', 'q.connote'];
const quoteList = pagedList(rowsOf, { companyId: 'q.companyId', createdAt: 'q.createdAt', id: 'q.id', search: { columns: searched } });
/** The page's query, unrun (its plan is tested: db/list-plans.test.ts). */
export const listQuotesQuery = quoteList.query;
export const listQuotes = quoteList.run;
export type QuoteListDbRow = Awaited<ReturnType<typeof listQuotes>>[number];
