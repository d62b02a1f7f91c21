import type { DocType } from '@portal/domain/documents/document-names';
import { BOOKING_MESSAGES, documentNotFound, failedToPrintConsignment } from '@portal/domain/booking-messages';

// The page messages and loading texts of spec 02 section 8 for a document's Save and Print.

export type DocumentAction = 'save' | 'print';
export type DocumentStep = 'generating' | 'loading';

/** 'Generating ...' while documents/generate runs, 'Loading ...' while the PDF is fetched. */
export function documentStepText(step: DocumentStep, docType: DocType): string {
  if (docType === 'LBL') return step === 'generating' ? BOOKING_MESSAGES.generatingLabel : BOOKING_MESSAGES.loadingLabel;
  if (docType === 'CON' && step === 'generating') return BOOKING_MESSAGES.generatingConsignment;
  return BOOKING_MESSAGES.loadingDocument;
}

/** A failed generate: '{number} not found' leads to 'Error requesting document'; anything else 'Error loading document'. */
export function generateErrorText(error: unknown, docRN: string): string {
  return error instanceof Error && error.message === documentNotFound(docRN)
    ? BOOKING_MESSAGES.errorRequestingDocument
    : BOOKING_MESSAGES.errorLoadingDocument;
}

/** A PDF that could not be fetched, saved or printed. */
export function pdfFailureText(action: DocumentAction, docType: DocType, docRN: string): string {
  if (action === 'print' && docType === 'CON') return failedToPrintConsignment(docRN);
  if (action === 'print' && docType === 'LBL') return BOOKING_MESSAGES.failedToPrintLabel;
  return BOOKING_MESSAGES.failedToDownloadPdf;
}
