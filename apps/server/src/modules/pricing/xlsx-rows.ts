import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReadCell } from '@portal/domain/pricing/sheet-cells';

// An Excel workbook's first worksheet as rows of cells (issue 27), read with exceljs's streaming
// reader: it parses the sheet's XML as it unpacks it, about three times faster than loading the
// whole workbook, and never holds the workbook's model. A workbook is a zip file, and a small zip
// may unpack to gigabytes, so the sizes its directory declares are added up before any of it is
// unpacked, and reading stops at a row count no rate sheet reaches.

/** Told of each row of the file as it is read, numbered as the spreadsheet numbers it (the heading row is 1). */
export type RowVisitor = (number: number, cells: ReadCell[]) => void;

/** Rows an import reads at most: four times the 50,000 lanes the issue plans for. */
export const MAX_SHEET_ROWS = 200_000;

/** What a workbook may unpack to: a 50,000-lane sheet unpacks to about 20 MB. */
const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** A zip64 size: more than 4 GB, or one that points elsewhere; in a rate sheet either is too much. */
const ZIP64 = 0xffffffff;

/** The bytes a zip file's directory says its entries unpack to; null when it is not a zip file. */
export function zipUnpackedBytes(zip: Buffer): number | null {
  // The end-of-directory record is in the last 22 bytes, or before a comment of up to 64 KB.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const size = zip.readUInt32LE(at + 24);
    total += size === ZIP64 ? Number.POSITIVE_INFINITY : size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}

export type XlsxRead = 'read' | 'not a workbook' | 'too large';

/** The first worksheet's rows, each to `visit` (a spreadsheet leaves blank ones out), or why the file was not read. */
export async function xlsxRows(file: Buffer, visit: RowVisitor): Promise<XlsxRead> {
  const unpacked = zipUnpackedBytes(file);
  if (unpacked === null) return 'not a workbook';
  if (unpacked > MAX_UNPACKED_BYTES) return 'too large';
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { sharedStrings: 'cache', worksheets: 'emit', styles: 'ignore', hyperlinks: 'ignore', entries: 'ignore' });
  let sheets = 0;
  let rows = 0;
  for await (const sheet of reader) {
    sheets += 1;
    // Later sheets (an analyst's notes) are read through too, not left: exceljs removes the
    // temporary file it unpacked each sheet to only once it has been read.
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      if (++rows > MAX_SHEET_ROWS) return 'too large';
      if (sheets === 1) visit(row.number, Array.from((row.values as ExcelJS.CellValue[]).slice(1), cellOf));
    }
  }
  return sheets === 0 ? 'not a workbook' : 'read';
}

/**
 * A cell as the import reads it: a formula by its last result, rich text and links by their text.
 * Styles are not read, so a date is its serial number: no column of a rate sheet is a date.
 */
function cellOf(value: ExcelJS.CellValue | undefined): ReadCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) return cellOf(value.result as ExcelJS.CellValue | undefined);
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellOf(value.text as ExcelJS.CellValue);
  return null;
}
