import type { LabelStock } from '@portal/domain/documents/document-names';
import type { LabelsDocument } from './document-data';
import { drawLabel, type Box } from './label';
import { A4, finishPdf, startPdf, yieldToEventLoop, type Pdf } from './pdf-output';
import { qrMatrix } from './qr-code';
import { RULE, mm } from './typography';

// The labels of a consignment on either stock (spec 02 section 7; DESIGN.md): one 100 x 150 mm
// label a page for thermal printers, or four a page on A4 (2 x 2, each 105 x 148.5 mm) for office
// printers. Both stocks draw the same label into a different box.

interface StockLayout {
  page: [number, number];
  cells: Box[];
}

const THERMAL: StockLayout = { page: [mm(100), mm(150)], cells: [{ x: 0, y: 0, width: mm(100), height: mm(150) }] };

const A4_CELL = { width: A4[0] / 2, height: A4[1] / 2 };
const A4_FOUR_UP: StockLayout = {
  page: A4,
  cells: [
    { x: 0, y: 0, ...A4_CELL },
    { x: A4_CELL.width, y: 0, ...A4_CELL },
    { x: 0, y: A4_CELL.height, ...A4_CELL },
    { x: A4_CELL.width, y: A4_CELL.height, ...A4_CELL },
  ],
};

const STOCKS: Record<LabelStock, StockLayout> = { thermal: THERMAL, a4: A4_FOUR_UP };

export async function renderLabels(doc: LabelsDocument): Promise<Buffer> {
  const stock = STOCKS[doc.stock];
  const pdf = startPdf(stock.page, `Consignment ${doc.consignment.conNumber} labels`);
  // Every label of a consignment carries the same tracking URL: encode it once.
  const qr = qrMatrix(doc.consignment.trackingUrl);
  for (const [index, pkg] of doc.packages.entries()) {
    const cell = index % stock.cells.length;
    if (index > 0 && cell === 0) pdf.addPage({ size: stock.page, margin: 0 });
    if (doc.stock === 'a4' && cell === 0) drawCutGuides(pdf);
    drawLabel(pdf, stock.cells[cell]!, doc.consignment, pkg, qr);
    await yieldToEventLoop();
  }
  return finishPdf(pdf);
}

/** Faint dashed lines to cut plain A4 along; they sit on the cell edges, outside every quiet zone. */
function drawCutGuides(pdf: Pdf): void {
  const [w, h] = A4;
  pdf.save().lineWidth(0.3).dash(3, { space: 3 });
  pdf.moveTo(w / 2, 0).lineTo(w / 2, h).moveTo(0, h / 2).lineTo(w, h / 2).stroke(RULE);
  pdf.undash().restore();
}
