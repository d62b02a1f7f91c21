import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// Read PDFs back as a user's tools would (DESIGN.md 'Documents'): Debian's poppler-utils for
// text, page sizes and images, and zbar-tools' zbarimg on a 300 dpi rendering for barcodes.
// Each helper writes the PDF to its own temporary directory and removes it afterwards.

const run = promisify(execFile);
const MAX_BUFFER = 32 * 1024 * 1024;

async function withPdf<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-tools-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text as `pdftotext -layout` lays it out (columns kept on their lines). */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdf(pdf, async (file) => (await run('pdftotext', ['-layout', file, '-'], { maxBuffer: MAX_BUFFER })).stdout);
}

export interface PageSize {
  width: number;
  height: number;
}

/** Each page's size in points, from `pdfinfo -f 1 -l N` ('Page    1 size: 595.28 x 841.89 pts (A4)'). */
export function pdfPages(pdf: Buffer): Promise<PageSize[]> {
  return withPdf(pdf, async (file) => {
    const summary = (await run('pdfinfo', [file])).stdout;
    const count = Number(/^Pages:\s+(\d+)/m.exec(summary)?.[1] ?? 0);
    const perPage = (await run('pdfinfo', ['-f', '1', '-l', String(count), file])).stdout;
    return [...perPage.matchAll(/^Page\s+\d+\s+size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }));
  });
}

/**
 * Raster images in the PDF, from `pdfimages -list`. Only rows of type 'image' count: a PNG with
 * transparency is listed twice, as its image and its 'smask' (the alpha channel).
 */
export function pdfImageCount(pdf: Buffer): Promise<number> {
  return withPdf(pdf, async (file) => {
    const rows = (await run('pdfimages', ['-list', file])).stdout.split('\n').slice(2);
    return rows.filter((row) => row.trim().split(/\s+/)[2] === 'image').length;
  });
}

export interface DecodedBarcode {
  /** As zbarimg names it: 'CODE-128', 'QR-Code', ... */
  symbology: string;
  data: string;
}

/**
 * Barcodes zbarimg finds on one page (1-based) rendered at 300 dpi. What zbarimg 0.23.92 prints
 * for our GS1-128 SSCC is `CODE-128:00106141410000520005`: the AI '00' and 18 digits, with no
 * FNC1 character and no ']C1' symbology identifier. Those are stripped here all the same, in case
 * another zbar build prints them, so tests compare plain digits. zbar merges identical linear
 * symbols in one image: four labels on an A4 page with one consignment number give one CODE-128
 * entry for it. zbarimg exits 4 when it finds nothing; that is an empty list, not an error.
 */
export function decodeBarcodes(pdf: Buffer, page: number): Promise<DecodedBarcode[]> {
  return withPdf(pdf, async (file, dir) => {
    const out = join(dir, 'page');
    await run('pdftoppm', ['-r', '300', '-png', '-f', String(page), '-l', String(page), '-singlefile', file, out]);
    const image = `${out}.png`;
    await readFile(image); // fails clearly when the page does not exist
    let stdout: string;
    try {
      stdout = (await run('zbarimg', ['-q', image], { maxBuffer: MAX_BUFFER })).stdout;
    } catch (error) {
      const failed = error as { code?: number; stdout?: string };
      if (failed.code !== 4) throw error;
      stdout = failed.stdout ?? '';
    }
    return stdout
      .split('\n')
      .filter((line) => line.includes(':'))
      .map((line) => {
        const colon = line.indexOf(':');
        return { symbology: line.slice(0, colon), data: withoutGs1Markers(line.slice(colon + 1)) };
      });
  });
}

const GS = String.fromCharCode(29);

/** Drops a leading ']C1' (GS1-128's symbology identifier) or FNC1-as-GS from decoded data. */
function withoutGs1Markers(data: string): string {
  if (data.startsWith(']C1')) return data.slice(3);
  if (data.startsWith(GS)) return data.slice(1);
  return data;
}
