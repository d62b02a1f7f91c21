import type { Pdf } from './pdf-output';

// Fonts, sizes and text fitting shared by every document. pdfkit's standard Helvetica is not
// embedded, so it costs no bytes and pdftotext (and a screen reader) reads the text.

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const INK = '#000000';
export const MUTED = '#555555';
export const RULE = '#999999';

/** Millimetres to PDF points (1 pt = 1/72 inch). */
export function mm(millimetres: number): number {
  return (millimetres * 72) / 25.4;
}

export type Weight = keyof typeof FONT;

/**
 * Writes one line of text at (x, y) that never leaves `width`: it shrinks down to `minSize`,
 * then cuts with an ellipsis. Labels have fixed room, and a long company name must not run
 * into the QR code beside it. Returns the line's height.
 */
export function fitLine(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  opts: { size: number; minSize?: number; weight?: Weight; align?: 'left' | 'center' | 'right'; color?: string },
): number {
  const weight = opts.weight ?? 'regular';
  let size = opts.size;
  const minSize = opts.minSize ?? size;
  doc.font(FONT[weight]).fontSize(size);
  while (size > minSize && doc.widthOfString(text) > width) {
    size = Math.max(minSize, size - 0.5);
    doc.fontSize(size);
  }
  let shown = text;
  if (doc.widthOfString(shown) > width) {
    while (shown.length > 1 && doc.widthOfString(`${shown}…`) > width) shown = shown.slice(0, -1);
    shown = `${shown.trimEnd()}…`;
  }
  doc.fillColor(opts.color ?? INK).text(shown, x, y, { width, align: opts.align ?? 'left', lineBreak: false });
  // With the font's line gap: ascender to descender alone sets lines touching.
  return doc.currentLineHeight(true);
}

const decimals = [0, 1, 2, 3].map((digits) => new Intl.NumberFormat('en-AU', { maximumFractionDigits: digits }));

/** '1,234.5': numbers as a freight clerk writes them, trailing zeros dropped. */
export function formatNumber(value: number, maxDecimals: 0 | 1 | 2 | 3): string {
  return (decimals[maxDecimals] ?? decimals[3]!).format(value);
}
