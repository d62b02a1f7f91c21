import type { DocumentsAnswer, DocumentsListInput, GenerateDocumentAnswer, GenerateDocumentInput } from '@portal/domain/api/documents';
import { documentNotFound, scannedOriginalMissing } from '@portal/domain/booking-messages';
import { documentDenial, viewConsignmentsDenial, viewPodsDenial } from '@portal/domain/consignment/consignment-access';
import { normaliseConnoteNumber } from '@portal/domain/consignment/connote-number';
import { documentFileName, type LabelStock } from '@portal/domain/documents/document-names';
import { listSince } from '@portal/domain/quote/quote-accept';
import { extraEmailError } from '@portal/domain/schedule/booking-fields';
import type { Deps } from '../../deps';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { companySuspended } from '../companies/service';
import { rememberLabelStock } from '../users/service';
import { allowed } from '../bookings/service';
import { consignmentByNumber, findConsignmentById } from '../consignments/service';
import { pageOf } from '../../db/paged-list';
import { companyBookingOptions } from '../reference/service';
import { userLabelStock } from './booking-labels';
import { DOCUMENT_LISTS } from './document-list-repo';
import { documentMail } from './document-mail';
import { documentRowOf } from './document-rows';
import { renderDocument, scannedFileName, type RenderedDocument } from './render-document';
import { findScannedOriginal } from './repo';
import { countGeneration, documentsOfConsignment, findDocument, findDocumentOf } from './repo';
import { signedPdfUrl, urlKeyOf, verifyTicket } from './signed-url';

// GET documents/list, GET documents/generate and the signed PDF route (spec 02 section 7).

export const DOCUMENT_MESSAGES = {
  sent: (fileName: string, to: string) => `${fileName} has been sent to ${to}.`,
} as const;

export function createDocumentsService({ db, config, mailer }: Deps) {
  const urlKey = () => urlKeyOf(db, config.documents.urlSecret);

  /** The label stock of this generation: the one asked for (and remembered), else the user's last. */
  async function stockFor(auth: CompanyAuth, asked: LabelStock | undefined): Promise<LabelStock> {
    const remembered = await userLabelStock(db, auth.userId);
    // Every Print and Save sends the stock on screen: the user's row is written only on a change.
    if (asked && asked !== remembered) await rememberLabelStock(db, auth.userId, asked);
    return asked ?? remembered;
  }

  return {
    async list(auth: CompanyAuth, input: DocumentsListInput): Promise<DocumentsAnswer> {
      await allowed(db, auth, input.docType === 'POD' ? viewPodsDenial : viewConsignmentsDenial);
      const now = config.now();
      const since = listSince(now);
      // One consignment's: at most one row, so no page after it.
      const read = input.conNumber
        ? documentsOfConsignment(db, auth.companyId, input.docType, since, normaliseConnoteNumber(input.conNumber)).then((rows) => ({ since, next: null, rows }))
        : DOCUMENT_LISTS[input.docType].run(db, auth, { ...input, since }).then((rows) => pageOf(rows, since));
      const [{ next, rows }, ctx] = await Promise.all([read, companyBookingOptions(db, auth.companyId, now)]);
      return { since, next, documents: rows.map((row) => documentRowOf(row, input.docType, ctx.suburbs, ctx.tariff.depots)) };
    },

    /** Checks the request, counts the generation, e-mails a copy when asked and answers a signed URL. */
    async generate(auth: CompanyAuth, input: GenerateDocumentInput): Promise<GenerateDocumentAnswer> {
      await allowed(db, auth, (p) => documentDenial(p, input.docType));
      const extraEmail = (input.extraEmail ?? '').trim();
      const emailError = extraEmailError(input.extraEmail ?? '');
      if (emailError) throw badRequest(emailError);
      const row = await consignmentByNumber(db, auth, input.docRN);
      const now = config.now();
      // Notes and labels are on file from creation (and migration 0007), a POD once signed.
      const document = await findDocumentOf(db, auth.companyId, row.id, input.docType);
      if (!document) throw notFound(documentNotFound(row.number));
      const stock = input.docType === 'LBL' ? await stockFor(auth, input.stock) : null;
      const request = { docType: input.docType, stock, original: input.docType === 'CON' && input.original === '1' };

      const scanned = request.original ? await findScannedOriginal(db, row.id) : undefined;
      if (request.original && !scanned) throw notFound(scannedOriginalMissing(row.number));
      const download = documentFileName(input.docType, row.number, 'download');
      const fileName = scanned ? scannedFileName(download, scanned.contentType) : download;
      if (input.noNewEvent !== '1') await countGeneration(db, document.id, now);
      let message = '';
      if (extraEmail) {
        const attachment = await renderDocument(db, config, row, request, 'attachment');
        const id = await mailer.queue(db, documentMail(extraEmail, input.docType, row.number, attachment));
        mailer.deliver([id]);
        message = DOCUMENT_MESSAGES.sent(attachment.fileName, extraEmail);
      }
      const print = input.print === '1';
      const url = signedPdfUrl(await urlKey(), { doc: document.id, company: auth.companyId, user: auth.userId, staff: false, expires: now + config.documents.urlLifetimeMs, print, stock, original: request.original });
      return { success: true, recordNumber: row.number, trackingID: row.trackingId, message, url, fileName, ...(stock ? { stock } : {}) };
    },

    /** The PDF route: the signed ticket names the document and company; no session is involved. */
    async pdf(query: Record<string, string | undefined>): Promise<RenderedDocument & { inline: boolean }> {
      const ticket = verifyTicket(await urlKey(), query, config.now());
      // A link given before the carrier suspended the company opens nothing (issue 26); the
      // carrier's own staff still read a suspended company's documents (customer service).
      if (!ticket.staff && (await companySuspended(db, ticket.company))) throw forbidden(SERVER_MESSAGES.documentCompanySuspended);
      const document = await findDocument(db, ticket.doc);
      const row = document && document.companyId === ticket.company ? await findConsignmentById(db, document.consignmentId) : undefined;
      if (!document || !row || row.companyId !== ticket.company) throw notFound();
      const docType = document.docType === 'LBL' || document.docType === 'POD' ? document.docType : 'CON';
      const rendered = await renderDocument(db, config, row, { docType, stock: ticket.stock, original: ticket.original }, 'download');
      return { ...rendered, inline: ticket.print };
    },
  };
}

// The scanned original the carrier's operations API sends in (operations/service.ts).
export { scannedContentType } from './scanned-originals';
export { saveScannedOriginal } from './repo';
/** The back office's signed links to a consignment's documents (issue 26). */
export { staffDocumentLinks } from './staff-links';
/** The documents a new consignment gets (its labels and connote). */
export { insertDocuments } from './repo';
/** A booking's copy-to e-mail, sent with its labels after the commit. */
export { deliverWithLabels } from './booking-labels';
