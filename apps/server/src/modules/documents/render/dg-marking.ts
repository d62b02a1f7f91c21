import type { Pdf } from './pdf-output';
import { FONT, INK, fitLine } from './typography';

// The dangerous goods marking of a label: a class diamond (ADG Code 5.2.2.2: a square set at
// 45 degrees, the class number in its bottom corner) drawn as a vector outline, with the UN
// numbers beside it so the depot can see what the package holds without opening the note.

/** Draws the diamond in a `size` square at (x, y) and the UN numbers under it; returns the height. */
export function drawDgMarking(doc: Pdf, x: number, y: number, size: number, classes: string[], unNumbers: string[]): number {
  const cx = x + size / 2;
  const cy = y + size / 2;
  const r = size / 2;
  doc.save();
  doc.lineWidth(1.5).polygon([cx, y], [x + size, cy], [cx, y + size], [x, cy]).stroke(INK);
  // The inner line the ADG Code draws 5 mm inside the edge of a full-size label.
  doc.lineWidth(0.5).polygon([cx, y + r * 0.12], [x + size - r * 0.12, cy], [cx, y + size - r * 0.12], [x + r * 0.12, cy]).stroke(INK);
  doc.restore();
  fitLine(doc, 'DG', x, cy - r * 0.45, size, { size: size * 0.16, weight: 'bold', align: 'center' });
  fitLine(doc, classes.join(' / '), x + size * 0.2, cy + r * 0.12, size * 0.6, {
    size: size * 0.2,
    minSize: 6,
    weight: 'bold',
    align: 'center',
  });
  doc.font(FONT.bold).fontSize(7).fillColor(INK);
  const text = unNumbers.join(', ');
  const textTop = y + size + 2;
  doc.text(text, x - size * 0.25, textTop, { width: size * 1.5, align: 'center' });
  return textTop + doc.heightOfString(text, { width: size * 1.5 }) - y;
}
