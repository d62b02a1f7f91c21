import type { ListedDocType } from '@portal/domain/documents/document-names';
import type { Db } from '../../db/database';
import { inTable, pagedList, partySearchColumns } from '../bookings/list-query';

// GET documents/list's read (decision 0029, as the four record lists): one page of the company's
// notes or PODs of the window, newest first, searched by the consignment number, its references,
// both parties and who signed. Each type walks the company's index of that type (migration 0019),
// so the PODs list costs what the other lists do however many notes the company has.

/** The list's rows of one type before paging (pagedList adds the company's condition). */
function rowsOf(docType: ListedDocType) {
  return (db: Db) =>
    db
      .selectFrom('documents as d')
      .innerJoin('consignments as c', 'c.id', 'd.consignmentId')
      .leftJoin('pods as p', 'p.consignmentId', 'd.consignmentId')
      .select(['d.id', 'd.createdAt', 'c.number', 'c.receiverCompany', 'c.receiverFullName', 'c.receiverSuburb', 'c.receiverState', 'c.receiverPostCode'])
      .select(['p.signedBy', 'p.deliveredAt'])
      .where('d.docType', '=', docType);
}

const SEARCHED = ['c.number', 'c.customerRef', 'c.poNumber', ...inTable('c', ...partySearchColumns('sender', 'receiver')), 'p.signedBy'];

const listOf = (docType: ListedDocType) => pagedList(rowsOf(docType), { companyId: 'd.companyId', createdAt: 'd.createdAt', id: 'd.id', search: { columns: SEARCHED } });

export const DOCUMENT_LISTS = { CON: listOf('CON'), POD: listOf('POD') } as const satisfies Record<ListedDocType, unknown>;

/** The PODs page's query, unrun (its plan is tested: db/list-plans.test.ts). */
export const listPodsQuery = DOCUMENT_LISTS.POD.query;
export type DocumentListDbRow = Awaited<ReturnType<typeof DOCUMENT_LISTS.POD.run>>[number];
