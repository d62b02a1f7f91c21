import type { DocType, ListedDocType } from '@portal/domain/documents/document-names';
import type { Db } from '../../db/database';
import { documentRows } from './document-list-repo';

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

/** The secret kept under `name`, stored as `value` by the first instance that asks (app_secrets). */
export async function sharedSecret(db: Db, name: string, value: string): Promise<string> {
  await db.insertInto('appSecrets').values({ name, value }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('appSecrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/** A consignment's SSCC serials by package number. */
export function ssccSerials(db: Db, consignmentId: number) {
  return db.selectFrom('ssccSerials').select(['id', 'itemNo']).where('consignmentId', '=', consignmentId).orderBy('itemNo').execute();
}

export async function insertSsccSerials(trx: Db, consignmentId: number, itemNos: readonly number[], now: number): Promise<void> {
  await trx
    .insertInto('ssccSerials')
    .values(itemNos.map((itemNo) => ({ consignmentId, itemNo, createdAt: now })))
    // Two printings at once: the first one's serials stand.
    .onConflict((oc) => oc.columns(['consignmentId', 'itemNo']).doNothing())
    .execute();
}

export async function saveScannedOriginal(db: Db, consignmentId: number, file: { contentType: string; content: Buffer }, now: number): Promise<void> {
  await db
    .insertInto('scannedOriginals')
    .values({ consignmentId, ...file, scannedAt: now })
    .onConflict((oc) => oc.column('consignmentId').doUpdateSet({ contentType: file.contentType, content: file.content, scannedAt: now }))
    .execute();
}

/** A consignment's documents on file, of whichever company (the back office's consignment page). */
export function documentsOfAny(db: Db, consignmentId: number) {
  return db.selectFrom('documents').select(['id', 'docType']).where('consignmentId', '=', consignmentId).orderBy('id').execute();
}

/** The type of a consignment's scanned original, without its bytes; undefined when none. */
export async function scannedOriginalType(db: Db, consignmentId: number): Promise<string | undefined> {
  const row = await db.selectFrom('scannedOriginals').select('contentType').where('consignmentId', '=', consignmentId).executeTakeFirst();
  return row?.contentType;
}

export function findScannedOriginal(db: Db, consignmentId: number) {
  return db.selectFrom('scannedOriginals').selectAll().where('consignmentId', '=', consignmentId).executeTakeFirst();
}
