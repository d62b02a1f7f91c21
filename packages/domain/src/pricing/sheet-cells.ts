import { RATE_SHEET_MESSAGES as M } from './rate-sheet-messages';

// The cells of a rate sheet (issue 27), as written to a CSV or XLSX file and as read back from
// either: what a cell holds, and the guard against spreadsheet formulas in text cells.

/** A cell as an export writes it: text, a number, or nothing. */
export type SheetCell = string | number | null;

/** A cell as an import reads it: a spreadsheet may also hold a boolean (TRUE), or leave it out. */
export type ReadCell = string | number | boolean | null | undefined;

/** A cell read as a value, or the sentence saying why it cannot be. */
export type CellRead<T> = { value: T; error?: undefined } | { error: string };

/**
 * What a spreadsheet starts a formula with (OWASP's CSV injection): '=', '+', '-', '@', and tab
 * or carriage return, which some spreadsheets skip before one of those. Apostrophes before one
 * count too, so that a text that starts with "'=" itself survives the round trip.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A text cell made safe to open: a leading apostrophe keeps a spreadsheet from running it. */
export const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** What neutralised() wrote, undone, so an export imported again reads as it was. */
export const unneutralised = (text: string): string => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

/** A cell as text: trimmed (but for what followed a neutralising apostrophe), '' when blank. */
export function cellText(cell: ReadCell): string {
  if (cell === null || cell === undefined || cell === '') return '';
  if (typeof cell === 'string') return unneutralised(cell.trim());
  if (typeof cell === 'boolean') return cell ? 'Yes' : 'No';
  return String(cell);
}

export const isBlankCell = (cell: ReadCell): boolean => cellText(cell) === '';

/** A row with nothing in it: skipped, as a spreadsheet's empty rows are. */
export const isBlankRow = (cells: readonly ReadCell[]): boolean => cells.every(isBlankCell);

/** The largest figure a sheet takes, as the desk's forms (pricing-calls.ts's money). */
export const SHEET_NUMBER_MAX = 1_000_000;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A price, weight or conversion: a number from 0 to SHEET_NUMBER_MAX; a leading '$' is allowed. */
export function cellNumber(cell: ReadCell, column: string): CellRead<number> {
  let value: number;
  if (typeof cell === 'number') value = cell;
  else {
    const text = cellText(cell);
    if (text === '') return { error: M.blank(column) };
    const figure = text.startsWith('$') ? text.slice(1).trimStart() : text;
    if (!NUMBER.test(figure)) return { error: M.notANumber(column, text) };
    value = Number(figure);
  }
  if (!Number.isFinite(value)) return { error: M.notANumber(column, String(cell)) };
  if (value < 0) return { error: M.negative(column, value) };
  if (value > SHEET_NUMBER_MAX) return { error: M.tooLarge(column, SHEET_NUMBER_MAX) };
  return { value };
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** A flag: Yes or No (a spreadsheet's TRUE and FALSE too). */
export function cellYesNo(cell: ReadCell, column: string): CellRead<boolean> {
  const text = cellText(cell).toLowerCase();
  if (YES.has(text)) return { value: true };
  if (NO.has(text)) return { value: false };
  return { error: text === '' ? M.blank(column) : M.yesNo(column, cellText(cell)) };
}

/** A flag as the sheet writes it. */
export const yesNo = (flag: boolean): string => (flag ? 'Yes' : 'No');
