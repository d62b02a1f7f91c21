import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import type { Db } from '../../db/database';
import { pagedList } from '../../db/paged-list';

// GET consignments' read (decision 0029): one page of the company's booked consignments of the
// window, with the highest event code, a POD and a scanned original flagged. A search reads the
// number, the references and both parties. The event code is read per row of the page only.

/** The list's rows before paging (pagedList adds the company's condition). */
function rowsOf(db: Db) {
  return db
    .selectFrom('consignments as c')
    .leftJoin('pods as p', 'p.consignmentId', 'c.id')
    .select(['c.id', 'c.number', 'c.createdAt', 'c.senderCompany', 'c.senderSuburb', 'c.senderState', 'c.senderPostCode'])
    .select(['c.receiverCompany', 'c.receiverSuburb', 'c.receiverState', 'c.receiverPostCode', 'c.customerRef', 'c.scannedAt'])
    .select('p.consignmentId as podOf')
    .select((eb) => eb.selectFrom('trackingEvents as e').select((e) => e.fn.max('e.code').as('m')).whereRef('e.consignmentId', '=', 'c.id').as('highestCode'))
    .where('c.status', '!=', DROP_FREIGHT_STATUS_DRAFT);
}

// The number, the references and both parties, joined in one indexed column (migration 0013).
const consignmentList = pagedList(rowsOf, { companyId: 'c.companyId', createdAt: 'c.createdAt', id: 'c.id', search: { indexedColumn: 'c.listSearch' } });
/** The page's query, unrun (its plan is tested: db/list-plans.test.ts). */
export const listConsignmentsQuery = consignmentList.query;
export const listConsignments = consignmentList.run;
export type ConsignmentListDbRow = Awaited<ReturnType<typeof listConsignments>>[number];
