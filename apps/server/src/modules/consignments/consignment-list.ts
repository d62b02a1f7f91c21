import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import type { Db } from '../../db/database';
import { inTable, pageQuery, partySearchColumns, type ListPageQuery } from '../bookings/list-query';

// GET consignments' read (decision 0029): one page of the company's booked consignments of the
// window, with the highest event code, a POD and a scanned original flagged. A search reads the
// number, the references and both parties. The event code is read per row of the page only.

/** The page's query, unrun (its plan is tested: db/list-plans.test.ts). */
export function listConsignmentsQuery(db: Db, companyId: number, page: ListPageQuery) {
  const query = db
    .selectFrom('consignments as c')
    .leftJoin('pods as p', 'p.consignmentId', 'c.id')
    .select(['c.id', 'c.number', 'c.createdAt', 'c.senderCompany', 'c.senderSuburb', 'c.senderState', 'c.senderPostCode'])
    .select(['c.receiverCompany', 'c.receiverSuburb', 'c.receiverState', 'c.receiverPostCode', 'c.customerRef', 'c.scannedAt'])
    .select('p.consignmentId as podOf')
    .select((eb) => eb.selectFrom('trackingEvents as e').select((e) => e.fn.max('e.code').as('m')).whereRef('e.consignmentId', '=', 'c.id').as('highestCode'))
    .where('c.companyId', '=', companyId)
    .where('c.status', '!=', DROP_FREIGHT_STATUS_DRAFT);
  const searched = ['c.number', 'c.customerRef', 'c.poNumber', ...inTable('c', ...partySearchColumns('sender', 'receiver'))];
  return pageQuery(query, { createdAt: 'c.createdAt', id: 'c.id', searched }, page);
}
export const listConsignments = (db: Db, companyId: number, page: ListPageQuery) => listConsignmentsQuery(db, companyId, page).execute();
export type ConsignmentListDbRow = Awaited<ReturnType<typeof listConsignments>>[number];
