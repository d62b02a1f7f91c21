import { drawLinearBarcode } from './barcode';
import type { ConsignmentDocument, DocLine } from './document-data';
import { PageFlow } from './page-flow';
import { partyLines } from './party-lines';
import { A4, finishPdf, startPdf, type Pdf } from './pdf-output';
import { drawTable, type Column } from './table';
import { drawTitledBox, titledBoxHeight } from './titled-box';
import { FONT, INK, MUTED, RULE, formatNumber } from './typography';

// The consignment note (spec 02 section 7; DESIGN.md 'Documents'): an A4 transport document with
// the parties, route, references, services, items and totals, and for dangerous goods the ADG
// Code's transport-document lines (ADG Code 5.4.1) with the consignor and a 24-hour phone.

const MARGIN = 36;
const WIDTH = A4[0] - 2 * MARGIN;
const FOOTER_Y = A4[1] - 26;
const GAP = 10;

const ITEM_COLUMNS: Column[] = [
  { header: 'Qty', width: 30, align: 'right' },
  { header: 'Freight Type', width: 66 },
  { header: 'Description', width: 150 },
  { header: 'Reference', width: 72 },
  { header: 'Weight (kg)', width: 56, align: 'right' },
  { header: 'L x W x H (m)', width: 86 },
  { header: 'Cubic (m³)', width: 63, align: 'right' },
];

const DG_COLUMNS: Column[] = [
  { header: 'UN No.', width: 44 },
  { header: 'Proper shipping name', width: 146 },
  { header: 'Class or division', width: 44 },
  { header: 'Subsidiary risk', width: 56 },
  { header: 'Packing group', width: 44 },
  { header: 'Package type', width: 75 },
  { header: 'No. of packages', width: 44, align: 'right' },
  { header: 'Aggregate quantity', width: 70, align: 'right' },
];

export async function renderConsignmentNote(con: ConsignmentDocument): Promise<Buffer> {
  // Pages stay buffered so the footer can say 'page n of m' once the flow knows m.
  const doc = startPdf(A4, `Consignment note ${con.conNumber}`, true);
  const flow = new PageFlow(doc, MARGIN, WIDTH, MARGIN, FOOTER_Y - 12);
  drawHeader(doc, flow, con);
  drawBoxRow(doc, flow, [
    ['Sender', partyLines(con.sender, 'full')],
    ['Receiver', partyLines(con.receiver, 'full')],
  ]);
  drawBoxRow(doc, flow, [
    ['Route', [{ text: `${con.depotFrom.code} ${con.depotFrom.town} -> ${con.depotTo.code} ${con.depotTo.town}`, bold: true }]],
    ['References', [{ text: `Purchase order: ${con.poNumber || '-'}` }, { text: `Customer reference: ${con.customerRef || '-'}` }]],
    ['Services', [{ text: `Service: ${con.service}` }, { text: `Pickup: ${con.pickupService}` }, { text: `Delivery: ${con.deliveryService}` }]],
  ]);
  const { totals } = con;
  await drawTable(flow, 'ITEMS', ITEM_COLUMNS, con.lines.map(itemCells), [
    [String(totals.items), 'Totals', '', '', formatNumber(totals.weight, 2), '', formatNumber(totals.cubic, 3)],
  ]);
  flow.y += GAP;
  const instructions = [{ text: con.instructions || '-' }];
  await flow.room(titledBoxHeight(doc, WIDTH, instructions));
  flow.y += drawTitledBox(doc, MARGIN, flow.y, WIDTH, 'Special instructions', instructions) + GAP;
  if (con.dangerousGoods) await drawDangerousGoods(flow, con.lines, con.dangerousGoods);
  drawFooters(doc, con.conNumber);
  return finishPdf(doc);
}

function drawHeader(doc: Pdf, flow: PageFlow, con: ConsignmentDocument): void {
  const barcodeWidth = 200;
  doc.font(FONT.bold).fontSize(16).fillColor(INK).text(con.carrier.name, MARGIN, MARGIN, { width: WIDTH - barcodeWidth - GAP });
  doc.font(FONT.regular).fontSize(9).text(`Phone ${con.carrier.phone}`, { width: WIDTH - barcodeWidth - GAP });
  doc.fillColor(MUTED).text(con.carrier.website, { width: WIDTH - barcodeWidth - GAP });
  drawLinearBarcode(doc, {
    bcid: 'code128',
    text: con.conNumber,
    humanReadable: con.conNumber,
    x: MARGIN + WIDTH - barcodeWidth,
    y: MARGIN,
    width: barcodeWidth,
    moduleWidth: 1.2,
    barHeight: 40,
    fontSize: 9,
  });
  let y = MARGIN + 62;
  doc.font(FONT.bold).fontSize(18).fillColor(INK).text('CONSIGNMENT NOTE', MARGIN, y, { lineBreak: false });
  y += 24;
  doc.fontSize(12).text(`Consignment ${con.conNumber}`, MARGIN, y, { lineBreak: false });
  const dropIn = con.dropIn ? `Drop in at ${con.dropIn.depot.code} ${con.dropIn.depot.town} on ${con.dropIn.day}` : '';
  const facts = [`Created ${con.createdLocal}`, con.pickupNumber ? `Pickup number ${con.pickupNumber}` : '', dropIn].filter(Boolean);
  doc.font(FONT.regular).fontSize(9).text(facts.join('     '), MARGIN, y + 2, { width: WIDTH, align: 'right' });
  y += 18;
  doc.lineWidth(1).moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).stroke(INK);
  flow.y = y + GAP;
}

/** Titled boxes side by side, all as tall as the tallest. */
function drawBoxRow(doc: Pdf, flow: PageFlow, boxes: [string, { text: string; bold?: boolean }[]][]): void {
  const width = (WIDTH - GAP * (boxes.length - 1)) / boxes.length;
  const height = Math.max(...boxes.map(([, lines]) => titledBoxHeight(doc, width, lines)));
  boxes.forEach(([title, lines], i) => drawTitledBox(doc, MARGIN + i * (width + GAP), flow.y, width, title, lines, height));
  flow.y += height + GAP;
}

function itemCells(line: DocLine): string[] {
  const dims = [line.length, line.width, line.height].map((m) => formatNumber(m, 3)).join(' x ');
  const description = line.dg ? `${line.description} (DG ${line.dg.unNumber})` : line.description;
  return [String(line.quantity), line.freightType, description, line.reference, formatNumber(line.weight, 2), dims, formatNumber(line.cubic, 3)];
}

async function drawDangerousGoods(flow: PageFlow, lines: DocLine[], dg: { consignorName: string; emergencyPhone: string }): Promise<void> {
  const rows = lines.flatMap(({ dg: d }) =>
    d
      ? [[d.unNumber, d.properShippingName, d.classOrDivision, d.subsidiaryRisks.join(', ') || '-', d.packingGroup || '-', d.packageType, String(d.packages), d.aggregateQuantity]]
      : [],
  );
  await drawTable(flow, 'DANGEROUS GOODS', DG_COLUMNS, rows);
  const { doc } = flow;
  await flow.room(40);
  flow.y += 8;
  doc.font(FONT.bold).fontSize(10).fillColor(INK).text(`Consignor: ${dg.consignorName}`, MARGIN, flow.y, { lineBreak: false });
  doc.text(`24-hour emergency phone: ${dg.emergencyPhone}`, MARGIN + WIDTH / 2, flow.y, { lineBreak: false });
  flow.y += 16;
}

function drawFooters(doc: Pdf, conNumber: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    doc.lineWidth(0.5).moveTo(MARGIN, FOOTER_Y - 4).lineTo(MARGIN + WIDTH, FOOTER_Y - 4).stroke(RULE);
    doc.font(FONT.regular).fontSize(8).fillColor(MUTED);
    doc.text(`Consignment note ${conNumber}`, MARGIN, FOOTER_Y, { lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, MARGIN, FOOTER_Y, { width: WIDTH, align: 'right', lineBreak: false });
  }
}
