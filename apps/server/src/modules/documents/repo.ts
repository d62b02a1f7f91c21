import type { DocType, ListedDocType } from '@portal/domain/documents/document-names';
import { DELIVERED_CODE } from '@portal/domain/tracking/event-codes';
import type { Db } from '../../db/database';

// Documents of consignments: a row per consignment and type (its note and labels from creation,
// its POD once signed), found by company, and the history of their generation.

export async function insertDocuments(db: Db, companyId: number, consignmentId: number, docTypes: readonly DocType[], now: number): Promise<void> {
  await db
    .insertInto('documents')
    .values(docTypes.map((docType) => ({ companyId, consignmentId, docType, createdAt: now, generatedAt: now })))
    .onConflict((oc) => oc.columns(['consignmentId', 'docType']).doNothing())
    .execute();
}

export function findDocumentOf(db: Db, companyId: number, consignmentId: number, docType: DocType) {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('consignmentId', '=', consignmentId)
    .where('companyId', '=', companyId)
    .where('docType', '=', docType)
    .executeTakeFirst();
}

export function findDocument(db: Db, id: number) {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One more generation of a document (documents/generate without noNewEvent). */
export async function countGeneration(db: Db, id: number, now: number): Promise<void> {
  await db
    .updateTable('documents')
    .set((eb) => ({ generatedAt: now, generatedCount: eb('generatedCount', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The company's notes or PODs since `since`, newest first, with what a list row shows. */
export function listDocuments(db: Db, companyId: number, docType: ListedDocType, since: number, conNumber: string | null, limit: number) {
  let query = db
    .selectFrom('documents as d')
    .innerJoin('consignments as c', 'c.id', 'd.consignmentId')
    .leftJoin('pods as p', 'p.consignmentId', 'd.consignmentId')
    .select(['d.id', 'd.createdAt', 'c.number', 'c.receiverCompany', 'c.receiverFullName', 'c.receiverSuburb', 'c.receiverState', 'c.receiverPostCode'])
    .select(['p.signedBy', 'p.deliveredAt', 'c.senderState', 'c.depotTo'])
    // The depot that scanned Delivered: a POD's time is read on its clock (decision 0042).
    .select((eb) =>
      eb.selectFrom('trackingEvents as e').select('e.depot').whereRef('e.consignmentId', '=', 'c.id').where('e.code', '=', DELIVERED_CODE).limit(1).as('deliveredDepot'),
    )
    .where('d.companyId', '=', companyId)
    .where('d.docType', '=', docType)
    .where('d.createdAt', '>=', since);
  if (conNumber !== null) query = query.where('c.number', '=', conNumber);
  return query.orderBy('d.createdAt', 'desc').orderBy('d.id', 'desc').limit(limit).execute();
}

/** insertDocuments for many consignments in one INSERT (the scale seed): one row per consignment and type. */
export async function insertDocumentsOfMany(
  db: Db,
  rows: readonly { companyId: number; consignmentId: number; docType: DocType; at: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('documents')
    .values(rows.map(({ at, ...row }) => ({ ...row, createdAt: at, generatedAt: at })))
    .onConflict((oc) => oc.columns(['consignmentId', 'docType']).doNothing())
    .execute();
}
