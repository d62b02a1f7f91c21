import type { Db } from '../../db/database';
import { pagedList, partySearchColumns } from '../bookings/list-query';
import { dropFreightsOnly } from './repo';

// GET directdropfreight/existing's read (decision 0029): one page of the company's drop freights
// of the window, drafts included, from migration 0009's partial index. A search reads the
// number, the references and both parties.

/** The company's rows before paging. */
function rowsOf(db: Db, companyId: number) {
  const query = db
    .selectFrom('consignments')
    .select(['id', 'number', 'createdAt', 'senderSuburb', 'senderState', 'senderPostCode', 'receiverSuburb', 'receiverState', 'receiverPostCode'])
    .select(['customerRef', 'scannedAt', 'quoteId', 'status'])
    .where('companyId', '=', companyId);
  return dropFreightsOnly(query);
}

const searched = ['number', 'customerRef', 'poNumber', ...partySearchColumns('sender', 'receiver')];
const dropFreightList = pagedList(rowsOf, { createdAt: 'createdAt', id: 'id', searched });
/** The page's query, unrun (its plan is tested: db/list-plans.test.ts). */
export const listDropFreightsQuery = dropFreightList.query;
export const listDropFreights = dropFreightList.run;
export type DropFreightListDbRow = Awaited<ReturnType<typeof listDropFreights>>[number];
