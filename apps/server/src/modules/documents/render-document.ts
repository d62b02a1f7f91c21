import { documentNotFound, scannedOriginalMissing } from '@portal/domain/booking-messages';
import { DEFAULT_LABEL_STOCK, documentFileName, type DocType, type LabelStock } from '@portal/domain/documents/document-names';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { consignmentLines, type ConsignmentRow } from '../consignments/service';
import { deliveryPlace, findPod } from '../pods/service';
import { companyBookingOptions } from '../reference/service';
import { consignmentDocumentOf, labelPackagesOf, podDocumentOf } from './document-sources';
import { renderConsignmentNote } from './render/consignment-note';
import { renderLabels } from './render/labels';
import { renderPod } from './render/pod';
import { findScannedOriginal } from './repo';
import { ssccSerialsOf } from './sscc-serials';

// One document of a consignment as the bytes a browser or an e-mail receives.

export interface RenderedDocument {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

export interface DocumentRequest {
  docType: DocType;
  stock: LabelStock | null;
  /** CON: the scanned original instead of the note. */
  original: boolean;
}

/** 'Consignment FP... scanned original.png': the note's name, marked, with the scan's own extension. */
export function scannedFileName(noteFileName: string, contentType: string): string {
  return noteFileName.replace(/\.pdf$/, ` scanned original.${contentType === 'image/png' ? 'png' : 'pdf'}`);
}

export async function renderDocument(db: Db, config: AppConfig, row: ConsignmentRow, request: DocumentRequest, use: 'download' | 'attachment'): Promise<RenderedDocument> {
  const now = config.now();
  const fileName = documentFileName(request.docType, row.number, use);
  if (request.docType === 'CON' && request.original) {
    const scanned = await findScannedOriginal(db, row.id);
    if (!scanned) throw notFound(scannedOriginalMissing(row.number));
    return { bytes: scanned.content, contentType: scanned.contentType, fileName: scannedFileName(fileName, scanned.contentType) };
  }
  const [items, ctx] = await Promise.all([consignmentLines.find(db, row.id), companyBookingOptions(db, row.companyId, now)]);
  const doc = consignmentDocumentOf(config.documents, { row, items, depots: ctx.tariff.depots, dimensionFactor: ctx.dimensionFactor });
  const pdf = (bytes: Buffer): RenderedDocument => ({ bytes, contentType: 'application/pdf', fileName });
  switch (request.docType) {
    case 'CON':
      return pdf(await renderConsignmentNote(doc));
    case 'LBL': {
      const serials = await ssccSerialsOf(db, row.id, doc.totals.items, now);
      const packages = labelPackagesOf(config.documents, doc, serials);
      return pdf(await renderLabels({ consignment: doc, packages, stock: request.stock ?? DEFAULT_LABEL_STOCK }));
    }
    case 'POD': {
      const pod = await findPod(db, row.companyId, row.id);
      if (!pod) throw notFound(documentNotFound(row.number));
      return pdf(await renderPod(podDocumentOf(doc, pod, await deliveryPlace(db, row, pod))));
    }
  }
}
