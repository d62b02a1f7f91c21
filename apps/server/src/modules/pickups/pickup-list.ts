import type { Db } from '../../db/database';
import { inTable, pageQuery, partySearchColumns, type ListPageQuery } from '../bookings/list-query';
import { pickupNumberSql } from '../bookings/record-numbers';

// GET pickups/list's read (decision 0029): one page of the company's pickups of the window,
// with their consignment's scanned flag. A search reads the number, the references, the
// consignment number and both parties.

/** The page's query, unrun (its plan is tested: db/list-plans.test.ts). */
export function listPickupsQuery(db: Db, companyId: number, page: ListPageQuery) {
  const query = db
    .selectFrom('pickups as p')
    .leftJoin('consignments as c', 'c.pickupId', 'p.id')
    .select(['p.id', 'p.createdAt', 'p.senderCompany', 'p.senderSuburb', 'p.senderState', 'p.senderPostCode'])
    .select(['p.receiverCompany', 'p.receiverSuburb', 'p.receiverState', 'p.receiverPostCode', 'p.quoteId', 'p.conNumber', 'p.status'])
    .select('c.scannedAt')
    .where('p.companyId', '=', companyId);
  const searched = [pickupNumberSql('p.id'), 'p.pickupRef', 'p.poNumber', 'p.conNumber', ...inTable('p', ...partySearchColumns('sender', 'receiver'))];
  return pageQuery(query, { createdAt: 'p.createdAt', id: 'p.id', searched }, page);
}
export const listPickups = (db: Db, companyId: number, page: ListPageQuery) => listPickupsQuery(db, companyId, page).execute();
export type PickupListDbRow = Awaited<ReturnType<typeof listPickups>>[number];
