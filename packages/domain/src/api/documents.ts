import type { DocType, LabelStock, ListedDocType } from '../documents/document-names';
import type { ListInput, ListPage } from './list-page';

// GET documents/list and GET documents/generate (spec 02 section 7). The spec's PDF call only
// builds a URL; here generate answers that URL, signed and short-lived, so the session token
// never appears in a URL (DESIGN.md, 'Documents, tracking and operations').

/** A page of the company's notes or PODs of the last 30 days (decision 0029), or one consignment's. */
export interface DocumentsListInput extends ListInput {
  docType: ListedDocType;
  /** Only this consignment's documents (one page, no search); the company's list when absent. */
  conNumber?: string;
}

export interface DocumentRow {
  id: number;
  /** The record number: the consignment number. */
  docRN: string;
  docType: ListedDocType;
  /** Epoch milliseconds the note was created or the POD signed. */
  date: number;
  /** The zone whose clock shows `date`, e.g. Australia/Perth (decision 0042: the place of the event). */
  timeZone: string;
  receiverCompany: string;
  receiverSuburb: string;
  /** POD only: who signed; '' for a note. */
  signedBy: string;
}

export interface DocumentsAnswer extends ListPage {
  documents: DocumentRow[];
}

export interface GenerateDocumentInput {
  docRN: string;
  docType: DocType;
  /** '1': opened to print (inline); otherwise saved (attachment). */
  print?: '0' | '1';
  /** The PDF goes to this address as an attachment as well. */
  extraEmail?: string;
  /** '1': a view that adds no event to the document's history (reprints from the consignment view). */
  noNewEvent?: '0' | '1';
  /** Labels only: the stock, remembered for the user; their remembered stock when absent. */
  stock?: LabelStock;
  /**
   * CON only, '1': the scanned original (the signed paper note the depot scanned) instead of the
   * note; 404 'Could not locate scanned original for {number}' when none is on file.
   */
  original?: '0' | '1';
}

export interface GenerateDocumentAnswer {
  success: boolean;
  recordNumber: string;
  trackingID: string;
  message: string;
  /** The signed, short-lived address of the PDF (no session token in it). */
  url: string;
  fileName: string;
  /** Labels: the stock the PDF is set on. */
  stock?: LabelStock;
}
