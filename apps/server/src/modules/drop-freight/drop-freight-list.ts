import type { Db } from '../../db/database';
import { pageQuery, partySearchColumns, type ListPageQuery } from '../bookings/list-query';
import { dropFreightsOnly } from './repo';

// GET directdropfreight/existing's read (decision 0029): one page of the company's drop freights
// of the window, drafts included, from migration 0009's partial index. A search reads the
// number, the references and both parties.

/** The page's query, unrun (its plan is tested: db/list-plans.test.ts). */
export function listDropFreightsQuery(db: Db, companyId: number, page: ListPageQuery) {
  const query = db
    .selectFrom('consignments')
    .select(['id', 'number', 'createdAt', 'senderSuburb', 'senderState', 'senderPostCode', 'receiverSuburb', 'receiverState', 'receiverPostCode'])
    .select(['customerRef', 'scannedAt', 'quoteId', 'status'])
    .where('companyId', '=', companyId);
  const searched = ['number', 'customerRef', 'poNumber', ...partySearchColumns('sender', 'receiver')];
  return pageQuery(dropFreightsOnly(query), { createdAt: 'createdAt', id: 'id', searched }, page);
}
export const listDropFreights = (db: Db, companyId: number, page: ListPageQuery) => listDropFreightsQuery(db, companyId, page).execute();
export type DropFreightListDbRow = Awaited<ReturnType<typeof listDropFreights>>[number];
