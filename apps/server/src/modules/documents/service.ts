import type { DocumentsAnswer, DocumentsListInput, GenerateDocumentAnswer, GenerateDocumentInput } from '@portal/domain/api/documents';
import { suburbValueOf } from '@portal/domain/api/party';
import { documentNotFound, scannedOriginalMissing } from '@portal/domain/booking-messages';
import { documentDenial, viewConsignmentsDenial, viewPodsDenial } from '@portal/domain/consignment/consignment-access';
import { normaliseConnoteNumber } from '@portal/domain/consignment/connote-number';
import { DEFAULT_LABEL_STOCK, documentFileName, LABEL_STOCKS, type LabelStock } from '@portal/domain/documents/document-names';
import { listSince } from '@portal/domain/quote/quote-accept';
import { bookingZone } from '@portal/domain/clock/place-zones';
import { extraEmailError } from '@portal/domain/schedule/booking-fields';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { labelStockOf, rememberLabelStock } from '../account/repo';
import { allowed } from '../bookings/booking-access';
import { consignmentByNumber } from '../consignments/consignment-lookup';
import { findConsignmentById } from '../consignments/repo';
import { deliveringDepot } from '../pods/service';
import { tariffOf } from '../reference/tariff';
import { documentMail } from './document-mail';
import { renderDocument, scannedFileName, type RenderedDocument } from './render-document';
import { findScannedOriginal } from './scanned-originals';
import { countGeneration, findDocument, findDocumentOf, listDocuments } from './repo';
import { signedPdfUrl, urlKeyOf, verifyTicket } from './signed-url';

// GET documents/list, GET documents/generate and the signed PDF route (spec 02 section 7).

/** Rows a list answers at most; paging arrives with issue 12. */
export const DOCUMENTS_LIST_LIMIT = 500;

export const DOCUMENT_MESSAGES = {
  sent: (fileName: string, to: string) => `${fileName} has been sent to ${to}.`,
} as const;

const isStock = (value: string): value is LabelStock => (LABEL_STOCKS as readonly string[]).includes(value);

export function createDocumentsService({ db, config, mailer }: Deps) {
  const urlKey = () => urlKeyOf(db, config.documents.urlSecret);

  /** The label stock of this generation: the one asked for (and remembered), else the user's last. */
  async function stockFor(auth: CompanyAuth, asked: LabelStock | undefined): Promise<LabelStock> {
    const remembered = await labelStockOf(db, auth.userId);
    // Every Print and Save sends the stock on screen: the user's row is written only on a change.
    if (asked && asked !== remembered) await rememberLabelStock(db, auth.userId, asked);
    return asked ?? (isStock(remembered) ? remembered : DEFAULT_LABEL_STOCK);
  }

  return {
    async list(auth: CompanyAuth, input: DocumentsListInput): Promise<DocumentsAnswer> {
      await allowed(db, auth, input.docType === 'POD' ? viewPodsDenial : viewConsignmentsDenial);
      const conNumber = input.conNumber ? normaliseConnoteNumber(input.conNumber) : null;
      const [rows, { depots }] = await Promise.all([
        listDocuments(db, auth.companyId, input.docType, listSince(config.now()), conNumber, DOCUMENTS_LIST_LIMIT),
        tariffOf(db),
      ]);
      return {
        documents: rows.map((row) => ({
          id: row.id,
          docRN: row.number,
          docType: input.docType,
          date: row.deliveredAt ?? row.createdAt,
          // A POD at its delivering depot's clock, a note at its sender's (decision 0042).
          timeZone: input.docType === 'POD' ? deliveringDepot(depots, row.deliveredDepot, row).timeZone : bookingZone(row.senderState),
          receiverCompany: row.receiverCompany || row.receiverFullName,
          receiverSuburb: suburbValueOf({ suburb: row.receiverSuburb, state: row.receiverState, postCode: row.receiverPostCode }),
          signedBy: row.signedBy ?? '',
        })),
      };
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
      const url = signedPdfUrl(await urlKey(), { doc: document.id, company: auth.companyId, user: auth.userId, expires: now + config.documents.urlLifetimeMs, print, stock, original: request.original });
      return { success: true, recordNumber: row.number, trackingID: row.trackingId, message, url, fileName, ...(stock ? { stock } : {}) };
    },

    /** The PDF route: the signed ticket names the document and company; no session is involved. */
    async pdf(query: Record<string, string | undefined>): Promise<RenderedDocument & { inline: boolean }> {
      const ticket = verifyTicket(await urlKey(), query, config.now());
      const document = await findDocument(db, ticket.doc);
      const row = document && document.companyId === ticket.company ? await findConsignmentById(db, document.consignmentId) : undefined;
      if (!document || !row || row.companyId !== ticket.company) throw notFound();
      const docType = document.docType === 'LBL' || document.docType === 'POD' ? document.docType : 'CON';
      const rendered = await renderDocument(db, config, row, { docType, stock: ticket.stock, original: ticket.original }, 'download');
      return { ...rendered, inline: ticket.print };
    },
  };
}
