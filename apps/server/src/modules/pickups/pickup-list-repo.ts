import type { Db } from '../../db/database';
import { inTable, pagedList, partySearchColumns } from '../../db/paged-list';
import { pickupNumberSql } from '../../db/record-numbers';

// GET pickups/list's read (decision 0029): one page of the company's pickups of the window,
// with their consignment's scanned flag. A search reads the number, the references, the
// consignment number and both parties.

/** The list's rows before paging (pagedList adds the company's condition). */
function rowsOf(db: Db) {
  return db
    .selectFrom('pickups as p')
    .leftJoin('consignments as c', 'c.pickupId', 'p.id')
    .select(['p.id', 'p.createdAt', 'p.senderCompany', 'p.senderSuburb', 'p.senderState', 'p.senderPostCode'])
    .select(['p.receiverCompany', 'p.receiverSuburb', 'p.receiverState', 'p.receiverPostCode', 'p.quoteId', 'p.conNumber', 'p.status'])
    .select('c.scannedAt');
}

const searched = [pickupNumberSql('p.id'), 'p.pickupRef', 'p.poNumber', 'p.conNumber', ...inTable('p', ...partySearchColumns('sender', 'receiver'))];
const pickupList = pagedList(rowsOf, { companyId: 'p.companyId', createdAt: 'p.createdAt', id: 'p.id', search: { columns: searched } });
/** The page's query, unrun (its plan is tested: db/list-plans.test.ts). */
export const listPickupsQuery = pickupList.query;
export const listPickups = pickupList.run;
export type PickupListDbRow = Awaited<ReturnType<typeof listPickups>>[number];
