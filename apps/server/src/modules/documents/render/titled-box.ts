import type { Pdf } from './pdf-output';
import { FONT, INK, MUTED, RULE, fitLine } from './typography';

// The two ways documents show data: a ruled box with a small title over lines of text (notes and
// PODs), and a titled field (a small title over its value, the GS1 logistic label's 'titled data').

export interface BoxLine {
  text: string;
  bold?: boolean;
}

const PAD = 5;
const TITLE_SIZE = 7;
const LINE_SIZE = 9;
const LINE_GAP = 1.5;

function lineHeight(doc: Pdf, line: BoxLine, width: number): number {
  doc.font(line.bold ? FONT.bold : FONT.regular).fontSize(LINE_SIZE);
  return doc.heightOfString(line.text || ' ', { width }) + LINE_GAP;
}

/** The height a titled box needs for these lines at this width: measure side-by-side boxes first. */
export function titledBoxHeight(doc: Pdf, width: number, lines: BoxLine[]): number {
  const inner = width - 2 * PAD;
  return PAD + TITLE_SIZE + 4 + lines.reduce((sum, line) => sum + lineHeight(doc, line, inner), 0) + PAD;
}

/** Draws a ruled box titled `title` holding `lines` (long ones wrap); returns its height. */
export function drawTitledBox(doc: Pdf, x: number, y: number, width: number, title: string, lines: BoxLine[], minHeight = 0): number {
  const height = Math.max(minHeight, titledBoxHeight(doc, width, lines));
  doc.lineWidth(0.6).rect(x, y, width, height).stroke(RULE);
  doc.font(FONT.bold).fontSize(TITLE_SIZE).fillColor(MUTED).text(title.toUpperCase(), x + PAD, y + PAD, { lineBreak: false });
  let lineY = y + PAD + TITLE_SIZE + 4;
  for (const line of lines) {
    const h = lineHeight(doc, line, width - 2 * PAD);
    doc.fillColor(INK).text(line.text, x + PAD, lineY, { width: width - 2 * PAD });
    lineY += h;
  }
  return height;
}

/** A titled field: a small muted title over a one-line value that shrinks to fit; returns its height. */
export function drawField(
  doc: Pdf,
  x: number,
  y: number,
  width: number,
  title: string,
  value: string,
  valueSize: number,
): number {
  fitLine(doc, title.toUpperCase(), x, y, width, { size: 6.5, weight: 'bold', color: MUTED });
  const valueTop = y + 8;
  const h = fitLine(doc, value, x, valueTop, width, { size: valueSize, minSize: Math.min(valueSize, 7), weight: 'bold' });
  return valueTop - y + h;
}
