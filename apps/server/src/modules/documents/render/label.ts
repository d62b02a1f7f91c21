import { ssccText } from '@portal/domain/documents/sscc';
import { drawLinearBarcode } from './barcode';
import type { ConsignmentDocument, LabelPackage } from './document-data';
import { drawDgMarking } from './dg-marking';
import type { Pdf } from './pdf-output';
import { drawQrCode, type QrMatrix } from './qr-code';
import { drawField } from './titled-box';
import { MUTED, RULE, fitLine, formatNumber, mm } from './typography';

// One package's label laid out as the GS1 Logistic Label Guideline's three segments: free text
// on top (carrier, from, to), titled data in the middle, barcodes at the bottom with the SSCC
// lowest. Drawn into any box, so the thermal and A4 stocks share one layout.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MARGIN = mm(4);
/** 6 px at 300 dpi (0.51 mm): inside GS1's 0.495-1.016 mm range for an SSCC on a logistic label. */
const SSCC_MODULE = 1.44;
const SSCC_BAR_HEIGHT = mm(25);
/** 5 px at 300 dpi (0.42 mm). */
const CONNOTE_MODULE = 1.2;
const CONNOTE_BAR_HEIGHT = mm(10.5);
const QR_SIZE = 76;

export function drawLabel(doc: Pdf, box: Box, con: ConsignmentDocument, pkg: LabelPackage, trackingQr: QrMatrix): void {
  const x = box.x + MARGIN;
  const width = box.width - 2 * MARGIN;
  const top = box.y + MARGIN;
  const bottom = box.y + box.height - MARGIN;

  const topEnd = drawFreeText(doc, x, top, width, con);
  rule(doc, x, topEnd + 1, width);
  const barcodesTop = drawBarcodes(doc, x, bottom, width, con, pkg);
  rule(doc, x, barcodesTop - 4, width);
  drawTitledData(doc, x, topEnd + 7, width, con, pkg, trackingQr);
}

function rule(doc: Pdf, x: number, y: number, width: number): void {
  doc.lineWidth(0.75).moveTo(x, y).lineTo(x + width, y).stroke(RULE);
}

/** Carrier, FROM and TO; returns where the segment ends. */
function drawFreeText(doc: Pdf, x: number, top: number, width: number, con: ConsignmentDocument): number {
  const { sender: from, receiver: to } = con;
  let y = top;
  y += fitLine(doc, con.carrier.name, x, y, width, { size: 12, minSize: 8, weight: 'bold' });
  fitLine(doc, 'FROM', x, y, width, { size: 6.5, weight: 'bold', color: MUTED });
  y += 8;
  y += fitLine(doc, from.company, x, y, width, { size: 8, minSize: 6 });
  y += fitLine(doc, `${from.suburb} ${from.state} ${from.postCode}`, x, y, width, { size: 8, minSize: 6 }) + 3;
  fitLine(doc, 'TO', x, y, width, { size: 6.5, weight: 'bold', color: MUTED });
  y += 8;
  y += fitLine(doc, to.company, x, y, width, { size: 12, minSize: 7, weight: 'bold' });
  y += fitLine(doc, to.name, x, y, width, { size: 9, minSize: 6 });
  y += fitLine(doc, to.street, x, y, width, { size: 9, minSize: 6 });
  y += fitLine(doc, `${to.suburb} ${to.state.toUpperCase()} ${to.postCode}`, x, y, width, { size: 12, minSize: 7, weight: 'bold' });
  return y;
}

function drawTitledData(doc: Pdf, x: number, top: number, width: number, con: ConsignmentDocument, pkg: LabelPackage, qr: QrMatrix): void {
  const gap = 6;
  const leftWidth = width - QR_SIZE - gap;
  const half = (leftWidth - gap) / 2;
  let y = top;
  y += drawField(doc, x, y, leftWidth, 'Consignment', con.conNumber, 13) + 3;
  // The destination depot in large type: the sorter reads it from across the dock.
  drawField(doc, x, y, leftWidth, 'Destination', con.depotTo.code, 40);
  y += 8 + 38;
  y += fitLine(doc, con.depotTo.town, x, y, leftWidth, { size: 9, minSize: 6, weight: 'bold' }) + 4;
  drawField(doc, x, y, half, 'Service', con.service, 10);
  y += drawField(doc, x + half + gap, y, half, 'Weight', `${formatNumber(pkg.weight, 1)} kg`, 10) + 4;
  drawField(doc, x, y, half, 'Item', `Item ${pkg.itemNo} of ${pkg.of}`, 10);
  drawField(doc, x + half + gap, y, half, 'Reference', pkg.reference || '-', 10);

  const qrX = x + width - QR_SIZE;
  drawQrCode(doc, qr, qrX, top - 2, QR_SIZE);
  let rightY = top - 2 + QR_SIZE;
  fitLine(doc, `Track: ${trackingHost(con.trackingUrl)}`, qrX, rightY, QR_SIZE, { size: 6, minSize: 4.5, align: 'center', color: MUTED });
  rightY += 10;
  if (pkg.dgClasses.length > 0) {
    const size = 44;
    drawDgMarking(doc, qrX + (QR_SIZE - size) / 2, rightY, size, pkg.dgClasses, pkg.unNumbers);
  }
}

function trackingHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The consignment's Code 128, then the SSCC lowest (GS1 Logistic Label Guideline); returns the top. */
function drawBarcodes(doc: Pdf, x: number, bottom: number, width: number, con: ConsignmentDocument, pkg: LabelPackage): number {
  const ssccTop = bottom - SSCC_BAR_HEIGHT - 13;
  drawLinearBarcode(doc, {
    bcid: 'gs1-128',
    text: `(00)${pkg.sscc}`,
    humanReadable: ssccText(pkg.sscc),
    x,
    y: ssccTop,
    width,
    moduleWidth: SSCC_MODULE,
    barHeight: SSCC_BAR_HEIGHT,
    fontSize: 10,
  });
  fitLine(doc, 'SSCC', x, ssccTop - 9, width, { size: 6.5, weight: 'bold', color: MUTED });
  const conTop = ssccTop - 12 - CONNOTE_BAR_HEIGHT - 12;
  drawLinearBarcode(doc, {
    bcid: 'code128',
    text: con.conNumber,
    humanReadable: con.conNumber,
    x,
    y: conTop,
    width,
    moduleWidth: CONNOTE_MODULE,
    barHeight: CONNOTE_BAR_HEIGHT,
    fontSize: 9,
  });
  return conTop;
}
