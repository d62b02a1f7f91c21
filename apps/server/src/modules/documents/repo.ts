import type { DocType, ListedDocType } from '@portal/domain/documents/document-names';
import type { Db } from '../../db/database';
import { documentRows } from './document-list';

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

/** One consignment's note or POD of the window, as a list row shows it (documents/list with conNumber). */
export function documentsOfConsignment(db: Db, companyId: number, docType: ListedDocType, since: number, conNumber: string) {
  return documentRows(db, docType)
    .where('d.companyId', '=', companyId)
    .where('d.createdAt', '>=', since)
    .where('c.number', '=', conNumber)
    .where('c.companyId', '=', companyId)
    .execute();
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
