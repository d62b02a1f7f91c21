import QRCode from 'qrcode';
import type { Pdf } from './pdf-output';
import { INK } from './typography';

// QR codes from the qrcode package's module matrix, drawn as one vector path. bwip-js's QR
// encoder costs 100-250 ms of CPU a symbol (DESIGN.md), far beyond the 20 ms label budget;
// qrcode's matrix takes about a millisecond, and a document encodes its tracking URL once.

/** ISO/IEC 18004: four modules of quiet zone around the symbol. */
const QUIET_ZONE_MODULES = 4;

export interface QrMatrix {
  size: number;
  isDark(row: number, col: number): boolean;
}

/** Error correction M (15%) survives a scuffed label and keeps the symbol small. */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, col) => modules.get(row, col) === 1 };
}

/** Draws the symbol, quiet zone included, into a `size` x `size` square at (x, y). */
export function drawQrCode(doc: Pdf, matrix: QrMatrix, x: number, y: number, size: number): void {
  const module = size / (matrix.size + 2 * QUIET_ZONE_MODULES);
  const origin = QUIET_ZONE_MODULES * module;
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  // A run of dark modules in a row is one rectangle: a third of the path of one per module.
  for (let row = 0; row < matrix.size; row += 1) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.isDark(row, col)) col += 1;
      doc.rect(x + origin + start * module, y + origin + row * module, (col - start) * module, module);
    }
  }
  doc.fill(INK);
  doc.restore();
}
