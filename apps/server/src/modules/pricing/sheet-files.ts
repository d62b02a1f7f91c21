import { PassThrough } from 'node:stream';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '@portal/domain/carrier/pricing-calls';
import { RATE_SHEET_MESSAGES as M } from '@portal/domain/pricing/rate-sheet-messages';
import type { SheetCell } from '@portal/domain/pricing/sheet-cells';
import { badRequest } from '../../http/errors';
import { xlsxRows, zipUnpackedBytes, type RowVisitor, type XlsxRead } from './xlsx-rows';

// A rate sheet as a file (issue 27): written as CSV (csv-stringify) or an Excel workbook (exceljs),
// and read back from either. What the cells hold, and the formula guard, is the domain's
// (lane-sheet.ts); here are only the files' formats.

export const SHEET_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * CSV as spreadsheets open it: a byte order mark, so Excel reads UTF-8, and CRLF line ends
 * (RFC 4180). Numbers are written as numbers; an empty cell as nothing.
 */
export const csvFile = (rows: readonly (readonly SheetCell[])[]): Buffer => Buffer.from(stringify(rows as SheetCell[][], { bom: true, record_delimiter: 'windows' }));

/**
 * A workbook of one worksheet: the heading row bold and frozen, figures as numeric cells. The
 * streaming writer writes a 50,000-lane sheet in a few seconds where the whole-workbook writer
 * took fifteen. Text goes in a shared-strings table, as Excel writes it: a sheet's few distinct
 * texts (depots, Yes, No) are then written once, and the import reads such a file a third faster.
 */
export async function xlsxFile(sheetName: string, headings: readonly string[], rows: readonly (readonly SheetCell[])[]): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headings.map((heading) => ({ key: heading, width: Math.max(10, heading.length + 2) }));
  const heading = sheet.addRow([...headings]);
  heading.font = { bold: true };
  heading.commit();
  for (const row of rows) sheet.addRow([...row]).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** The cell separator of a CSV file: what its first line holds most of, of comma, semicolon (Excel in much of Europe) and tab. */
function separatorOf(text: string): string {
  const end = text.indexOf('\n');
  const firstLine = end < 0 ? text : text.slice(0, end);
  const counts = [',', ';', '\t'].map((separator) => [separator, firstLine.split(separator).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * A CSV file's rows, each to `visit`: a record is a spreadsheet row, even when a quoted cell
 * spans lines. csv-parse's sync parse, then one pass over its records: handing each record on as
 * it is parsed (on_record) made csv-parse build a context object per record, a third slower.
 */
function csvRows(file: Buffer, fileName: string, visit: RowVisitor): void {
  const text = file.toString('utf8');
  let records: string[][];
  try {
    records = parse(text, { bom: true, delimiter: separatorOf(text), relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    // The row a quote opened and never closed: the records read before it, plus one.
    if (error instanceof CsvError) throw badRequest(M.csvRow(fileName, Number((error as CsvError & { records?: number }).records ?? 0) + 1));
    throw error;
  }
  for (const [i, record] of records.entries()) visit(i + 1, record);
}

/** The rows of a CSV file or an Excel workbook, whatever its name says (a workbook is a zip file), each to `visit`. */
export async function readSheetRows(file: Buffer, fileName: string, visit: RowVisitor): Promise<void> {
  if (file.length === 0) throw badRequest(M.empty(fileName));
  if (zipUnpackedBytes(file) === null) {
    if (/\.xlsx$/i.test(fileName)) throw badRequest(M.unreadable(fileName));
    return csvRows(file, fileName, visit);
  }
  let read: XlsxRead;
  try {
    read = await xlsxRows(file, visit);
  } catch {
    // exceljs's own words name its parser's internals: the analyst gets ours.
    throw badRequest(M.unreadable(fileName));
  }
  if (read !== 'read') throw badRequest(read === 'too large' ? M.tooLargeUnpacked(fileName) : M.unreadable(fileName));
}
