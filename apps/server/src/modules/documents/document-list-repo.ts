import type { ListedDocType } from '@portal/domain/documents/document-names';
import { DELIVERED_CODE } from '@portal/domain/tracking/event-codes';
import type { Db } from '../../db/database';
import { inTable, pagedList, partySearchColumns } from '../../db/paged-list';

// GET documents/list's read (decision 0029, as the four record lists): one page of the company's
// notes or PODs of the window, newest first, searched by the consignment number, its references,
// both parties and who signed. Each type walks the company's index of that type (migration 0020),
// so the PODs list costs what the other lists do however many notes the company has.

/** The rows of one type as the list shows them, of every company (callers add the company's condition). */
export function documentRows(db: Db, docType: ListedDocType) {
  return (
    db
      .selectFrom('documents as d')
      .innerJoin('consignments as c', 'c.id', 'd.consignmentId')
      .leftJoin('pods as p', 'p.consignmentId', 'd.consignmentId')
      .select(['d.id', 'd.createdAt', 'c.number', 'c.receiverCompany', 'c.receiverFullName', 'c.receiverSuburb', 'c.receiverState', 'c.receiverPostCode'])
      .select(['p.signedBy', 'p.deliveredAt', 'c.senderState', 'c.depotTo'])
      // The depot that scanned Delivered: a POD's time is read on its clock (decision 0042).
      .select((eb) =>
        eb.selectFrom('trackingEvents as e').select('e.depot').whereRef('e.consignmentId', '=', 'c.id').where('e.code', '=', DELIVERED_CODE).limit(1).as('deliveredDepot'),
      )
      .where('d.docType', '=', docType)
  );
}

const rowsOf = (docType: ListedDocType) => (db: Db) => documentRows(db, docType);

const SEARCHED = ['c.number', 'c.customerRef', 'c.poNumber', ...inTable('c', ...partySearchColumns('sender', 'receiver')), 'p.signedBy'];

const listOf = (docType: ListedDocType) => pagedList(rowsOf(docType), { companyId: 'd.companyId', createdAt: 'd.createdAt', id: 'd.id', search: { columns: SEARCHED } });

export const DOCUMENT_LISTS = { CON: listOf('CON'), POD: listOf('POD') } as const satisfies Record<ListedDocType, unknown>;

/** The PODs page's query, unrun (its plan is tested: db/list-plans.test.ts). */
export const listPodsQuery = DOCUMENT_LISTS.POD.query;
export type DocumentListDbRow = Awaited<ReturnType<typeof DOCUMENT_LISTS.POD.run>>[number];
