import type { PageFlow } from './page-flow';
import type { Pdf } from './pdf-output';
import { FONT, INK, MUTED, RULE } from './typography';

// A ruled table that flows over pages: each row is measured before it is drawn, a row that does
// not fit goes whole to the next page, and the title and column headings are repeated there.

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

const SIZE = 8;
const PAD = 4;
const TITLE_HEIGHT = 16;

function rowHeight(doc: Pdf, columns: Column[], cells: string[], bold: boolean): number {
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(SIZE);
  const tallest = columns.reduce((max, col, i) => Math.max(max, doc.heightOfString(cells[i] || ' ', { width: col.width - 2 * PAD })), 0);
  return tallest + 2 * PAD;
}

function drawRow(doc: Pdf, flow: PageFlow, columns: Column[], cells: string[], opts: { bold: boolean; shade: boolean }): void {
  const height = rowHeight(doc, columns, cells, opts.bold);
  if (opts.shade) doc.rect(flow.left, flow.y, flow.width, height).fill('#eeeeee');
  doc.font(opts.bold ? FONT.bold : FONT.regular).fontSize(SIZE).fillColor(opts.shade ? MUTED : INK);
  let x = flow.left;
  for (const [i, col] of columns.entries()) {
    doc.text(cells[i] ?? '', x + PAD, flow.y + PAD, { width: col.width - 2 * PAD, align: col.align ?? 'left' });
    x += col.width;
  }
  flow.y += height;
  doc.lineWidth(0.4).moveTo(flow.left, flow.y).lineTo(flow.left + flow.width, flow.y).stroke(RULE);
}

function drawHeading(doc: Pdf, flow: PageFlow, title: string, columns: Column[]): void {
  doc.font(FONT.bold).fontSize(10).fillColor(INK).text(title, flow.left, flow.y + 3, { lineBreak: false });
  flow.y += TITLE_HEIGHT;
  drawRow(doc, flow, columns, columns.map((c) => c.header), { bold: true, shade: true });
}

/** Draws `title`, the headings and every row, continuing on new pages; `footer` rows are bold. */
export async function drawTable(flow: PageFlow, title: string, columns: Column[], rows: string[][], footer: string[][] = []): Promise<void> {
  const { doc } = flow;
  const headingHeight = TITLE_HEIGHT + rowHeight(doc, columns, columns.map((c) => c.header), true);
  // The heading never sits alone at the foot of a page.
  await flow.room(headingHeight + rowHeight(doc, columns, rows[0] ?? [], false));
  drawHeading(doc, flow, title, columns);
  const all = [...rows.map((cells) => ({ cells, bold: false })), ...footer.map((cells) => ({ cells, bold: true }))];
  for (const row of all) {
    if (await flow.room(rowHeight(doc, columns, row.cells, row.bold))) {
      drawHeading(doc, flow, `${title} (continued)`, columns);
    }
    drawRow(doc, flow, columns, row.cells, { bold: row.bold, shade: false });
  }
}
