import type { ChangedLane, ImportCounts, ImportRowError } from '@portal/domain/carrier/pricing-calls';
import { laneDiff, type SheetLane } from '@portal/domain/pricing/lane-diff';
import { LANE_COLUMNS, readHeadings, rowToLane, type LaneSheetContext } from '@portal/domain/pricing/lane-sheet';
import type { RateLane } from '@portal/domain/pricing/rate-lane';
import { RATE_SHEET_MESSAGES as M } from '@portal/domain/pricing/rate-sheet-messages';
import { isBlankRow } from '@portal/domain/pricing/sheet-cells';
import { badRequest } from '../../http/errors';
import type { SheetRow } from './xlsx-rows';

// An import's preview (issue 27): the file's rows read as lanes, each bad cell a row error, and
// the lanes compared with the version imported into. One pass over the rows and one map of the
// version's lanes by key: 50,000 lanes take a fraction of a second. What is stored is exactly
// what applying writes, so the draft is the preview's.

/** The preview's lists in full, as rate_imports keeps them; the answers page through them. */
export interface StoredPreview {
  counts: ImportCounts;
  added: RateLane[];
  changed: ChangedLane[];
  removed: RateLane[];
  errors: ImportRowError[];
}

export interface ReadImport {
  /** The file's lanes, in its order: what applying writes. */
  lanes: RateLane[];
  preview: StoredPreview;
}

const HEADING_ROW = 1;

/** The file's rows against the base version's lanes; a file that is no rate sheet at all is refused (400). */
export function readImport(fileName: string, rows: readonly SheetRow[], base: readonly RateLane[], context: LaneSheetContext): ReadImport {
  if (rows.every((row) => isBlankRow(row.cells))) throw badRequest(M.empty(fileName));
  const headingRow = rows[0]!.number === HEADING_ROW ? rows[0]!.cells : [];
  const headings = readHeadings(headingRow);
  if ('errors' in headings) {
    if (headings.recognised === 0) throw badRequest(M.noHeadings(fileName, LANE_COLUMNS));
    return { lanes: [], preview: previewOf({ added: [], changed: [], removed: [], unchanged: 0 }, headings.errors.map((e) => ({ row: HEADING_ROW, ...e }))) };
  }
  const sheetLanes: SheetLane[] = [];
  const errors: ImportRowError[] = [];
  for (const { number, cells } of rows) {
    if (number === HEADING_ROW || isBlankRow(cells)) continue;
    const read = rowToLane(cells, headings.headings, context);
    if (Array.isArray(read)) for (const error of read) errors.push({ row: number, ...error });
    else sheetLanes.push({ row: number, lane: read });
  }
  const diff = laneDiff(base, sheetLanes);
  // A duplicate's row after the bad cells of the rows before it: the stable sort keeps each row's own order.
  const allErrors = [...errors, ...diff.duplicates].sort((a, b) => a.row - b.row);
  return { lanes: sheetLanes.map((sheetLane) => sheetLane.lane), preview: previewOf(diff, allErrors) };
}

function previewOf(diff: Omit<StoredPreview, 'counts' | 'errors'> & { unchanged: number }, errors: ImportRowError[]): StoredPreview {
  const { added, changed, removed, unchanged } = diff;
  return { counts: { added: added.length, changed: changed.length, removed: removed.length, unchanged, errors: errors.length }, added, changed, removed, errors };
}

/** The rows that hold a bad cell: what the analyst corrects. */
export const badRowCount = (errors: readonly ImportRowError[]): number => new Set(errors.map((error) => error.row)).size;
