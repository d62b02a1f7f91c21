// bwip-js's '.' export gives types only under conditions ('node', 'browser') that TypeScript's
// bundler resolution does not match; its './node' export is the same module with plain types.
import bwipjs from 'bwip-js/node';
import type { Pdf } from './pdf-output';
import { FONT, INK } from './typography';

// Linear barcodes (Code 128, GS1-128) drawn as vector rectangles through bwip-js's drawing
// interface (the pattern of bwip-js's examples/drawing-pdfkit.js), never as a bitmap: bars stay
// sharp at any printer resolution. The human-readable line is real PDF text rather than
// bwip-js's glyph outlines, so it can be searched, copied and read by pdftotext.

/** GS1 General Specifications 5.4.4: a quiet zone of at least 10 modules on each side. */
const QUIET_ZONE_MODULES = 10;

export interface LinearBarcode {
  bcid: 'code128' | 'gs1-128';
  /** What is encoded: the consignment number, or '(00)' and 18 digits for an SSCC. */
  text: string;
  /** The line printed under the bars. */
  humanReadable: string;
  /** Left and top of the area the symbol (quiet zones included) is centred in. */
  x: number;
  y: number;
  width: number;
  /** The wanted module (narrowest bar) width in points; narrower only if the area is too small. */
  moduleWidth: number;
  barHeight: number;
  fontSize: number;
}

/** Draws the symbol and its human-readable line; returns the height used. */
export function drawLinearBarcode(doc: Pdf, spec: LinearBarcode): number {
  let left = 0;
  let module = spec.moduleWidth;
  let symbolWidth = 0;
  const drawing: bwipjs.DrawingContext<void> = {
    // Keep bwip-js at one unit a module; the module width is applied here.
    scale: () => null,
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init(modules) {
      const withQuietZones = modules + 2 * QUIET_ZONE_MODULES;
      module = Math.min(spec.moduleWidth, spec.width / withQuietZones);
      symbolWidth = withQuietZones * module;
      left = spec.x + (spec.width - symbolWidth) / 2 + QUIET_ZONE_MODULES * module;
      doc.save();
      // Scanners need the quiet zone white, whatever is printed around it.
      doc.rect(left - QUIET_ZONE_MODULES * module, spec.y, symbolWidth, spec.barHeight).fill('#ffffff');
    },
    // A bar arrives as a stroke `lw` modules wide along x0, where bwip-js (at scale 1) has moved
    // odd-width bars half a module right to land on whole pixels: flooring undoes that, so every
    // bar starts on a module boundary. One filled path of rectangles renders the same everywhere.
    line(x0, _y0, _x1, _y1, lw) {
      doc.rect(left + Math.floor(x0 - lw / 2) * module, spec.y, lw * module, spec.barHeight);
    },
    polygon: () => undefined,
    hexagon: () => undefined,
    ellipse: () => undefined,
    fill: () => undefined,
    text: () => undefined,
    end() {
      doc.fill(INK);
      doc.restore();
    },
  };
  bwipjs.render({ bcid: spec.bcid, text: spec.text, scale: 1, includetext: false }, drawing);

  const textTop = spec.y + spec.barHeight + spec.fontSize * 0.25;
  doc.font(FONT.regular).fontSize(spec.fontSize).fillColor(INK);
  doc.text(spec.humanReadable, spec.x, textTop, { width: spec.width, align: 'center', lineBreak: false });
  return textTop + doc.currentLineHeight() - spec.y;
}
