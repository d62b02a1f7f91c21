// Documents of spec 02 sections 7 and 9: their types and file names.

/** CON the consignment note, LBL its labels, POD the proof of delivery (spec 02 section 7). */
export const DOC_TYPES = ['CON', 'LBL', 'POD'] as const;
export type DocType = (typeof DOC_TYPES)[number];
/** documents/list lists notes and PODs; labels belong to their note. */
export const LISTED_DOC_TYPES = ['CON', 'POD'] as const;
export type ListedDocType = (typeof LISTED_DOC_TYPES)[number];

/** Label stocks: 100 x 150 mm one a page (thermal printers), or A4 with four a page (office printers). */
export const LABEL_STOCKS = ['thermal', 'a4'] as const;
export type LabelStock = (typeof LABEL_STOCKS)[number];
export const DEFAULT_LABEL_STOCK: LabelStock = 'thermal';
export const LABEL_STOCK_NAMES: Readonly<Record<LabelStock, string>> = {
  thermal: '100 x 150 mm (thermal printer)',
  a4: 'A4, four labels a page (office printer)',
};

/**
 * File names of spec 02 section 9. Saved and printed PDFs take the spaced names; e-mail
 * attachments the underscored ones, which every mail client keeps whole (decision 0022).
 */
export function documentFileName(docType: DocType, number: string, use: 'download' | 'attachment'): string {
  if (docType === 'POD') return `POD_${number}.pdf`;
  const label = docType === 'LBL';
  if (use === 'attachment') return label ? `Consignment_${number}_Label.pdf` : `Consignment_${number}.pdf`;
  return label ? `Consignment ${number} Label.pdf` : `Consignment ${number}.pdf`;
}
