import type { DocType } from '@portal/domain/documents/document-names';
import type { MailAttachment, MailMessage } from '../mail/service';
import type { RenderedDocument } from './render-document';

// A document e-mailed to the copy-to address of Create Consignment or of label generation
// (spec 02 sections 2 and 7, 'extraEmail'), as an attachment under its spec 02 section 9 name.

const WHAT: Readonly<Record<DocType, string>> = {
  CON: 'consignment note',
  LBL: 'labels',
  POD: 'proof of delivery',
};

/** A rendered document as an e-mail attachment. */
export const attachmentOf = (document: RenderedDocument): MailAttachment => ({
  fileName: document.fileName,
  contentType: document.contentType,
  content: document.bytes,
});

export function documentMail(to: string, docType: DocType, conNumber: string, document: RenderedDocument): MailMessage {
  return {
    to,
    subject: `Consignment ${conNumber}: ${WHAT[docType]}`,
    body: [
      'Hello,',
      '',
      `Attached are the ${WHAT[docType]} of consignment ${conNumber} (${document.fileName}).`,
      '',
      'Freight Portal',
    ].join('\n'),
    attachments: [attachmentOf(document)],
  };
}
