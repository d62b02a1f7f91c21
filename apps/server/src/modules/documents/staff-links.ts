import type { StaffDocumentLink } from '@portal/domain/carrier/customer-service-calls';
import { DEFAULT_LABEL_STOCK, documentFileName, type DocType } from '@portal/domain/documents/document-names';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { ConsignmentRow } from '../consignments/service';
import { scannedFileName } from './render-document';
import { documentsOfAny, scannedOriginalType } from './repo';
import { signedPdfUrl, urlKeyOf, type PdfTicket } from './signed-url';

// The back office's links to a consignment's documents (issue 26): the customer's signed PDF
// links (signed-url.ts: the document, its company, minutes of life, an HMAC), issued to the staff
// member who opened the page, so the download is theirs on the audit trail, never a customer's.

const DOC_TYPES: readonly DocType[] = ['CON', 'LBL', 'POD'];
const docTypeOf = (text: string): DocType => DOC_TYPES.find((type) => type === text) ?? 'CON';

export async function staffDocumentLinks(db: Db, config: AppConfig, row: ConsignmentRow, staffUserId: number): Promise<StaffDocumentLink[]> {
  const [key, documents, scanned] = await Promise.all([urlKeyOf(db, config.documents.urlSecret), documentsOfAny(db, row.id), scannedOriginalType(db, row.id)]);
  const base = { company: row.companyId, user: staffUserId, staff: true, expires: config.now() + config.documents.urlLifetimeMs, print: false };
  const link = (doc: number, docType: DocType, original: boolean, fileName: string): StaffDocumentLink => {
    const ticket: PdfTicket = { ...base, doc, stock: docType === 'LBL' ? DEFAULT_LABEL_STOCK : null, original };
    return { docType, original, fileName, url: signedPdfUrl(key, ticket) };
  };
  return documents.flatMap(({ id, docType }) => {
    const type = docTypeOf(docType);
    const fileName = documentFileName(type, row.number, 'download');
    const shown = [link(id, type, false, fileName)];
    if (type === 'CON' && scanned) shown.push(link(id, type, true, scannedFileName(fileName, scanned)));
    return shown;
  });
}
