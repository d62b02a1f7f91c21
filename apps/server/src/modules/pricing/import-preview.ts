import type { ChangedLane, ImportCounts, ImportRowError } from '@portal/domain/carrier/pricing-calls';
import { laneDiff, type SheetLane } from '@portal/domain/pricing/lane-diff';
import { LANE_COLUMNS, laneReader, readHeadings, type ColumnError, type HeadingsRead, type LaneSheetContext } from '@portal/domain/pricing/lane-sheet';
import type { RateLane } from '@portal/domain/pricing/rate-lane';
import { RATE_SHEET_MESSAGES as M } from '@portal/domain/pricing/rate-sheet-messages';
import { isBlankRow, type ReadCell } from '@portal/domain/pricing/sheet-cells';
import { badRequest } from '../../http/errors';

// An import's preview (issue 27): the file's rows read as lanes, each bad cell a row error, and
// the lanes compared with the version imported into. What is stored is exactly what applying
// writes, so the draft is the preview's.

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

/** The rows of a file as they are parsed, one at a time, then the preview against the base version's lanes. */
export interface ImportReader {
  /** A row numbered as the spreadsheet numbers it; rows come in order. */
  row(number: number, cells: ReadCell[]): void;
  /** The preview; a file that is empty or no rate sheet at all is refused (400). */
  result(base: readonly RateLane[]): ReadImport;
}

/**
 * One pass over the file: each row is read into its lane (or its bad cells) as the parser gives
 * it, so the file's cells are never all held at once, then one map of the version's lanes by key.
 */
export function importReader(fileName: string, context: LaneSheetContext): ImportReader {
  let headings: HeadingsRead | null = null;
  let laneOfRow: ((cells: readonly ReadCell[]) => RateLane | ColumnError[]) | null = null;
  let rows = 0;
  const sheetLanes: SheetLane[] = [];
  const errors: ImportRowError[] = [];
  return {
    row(number, cells) {
      if (isBlankRow(cells)) return;
      rows += 1;
      if (number === HEADING_ROW) {
        headings = readHeadings(cells);
        if ('headings' in headings) laneOfRow = laneReader(headings.headings, context);
        return;
      }
      const read = laneOfRow?.(cells);
      if (Array.isArray(read)) for (const error of read) errors.push({ row: number, ...error });
      else if (read) sheetLanes.push({ row: number, lane: read });
    },
    result(base) {
      if (rows === 0) throw badRequest(M.empty(fileName));
      const read: HeadingsRead = headings ?? { errors: [], recognised: 0 };
      if ('errors' in read) {
        if (read.recognised === 0) throw badRequest(M.noHeadings(fileName, LANE_COLUMNS));
        return { lanes: [], preview: previewOf({ added: [], changed: [], removed: [], unchanged: 0 }, read.errors.map((e) => ({ row: HEADING_ROW, ...e }))) };
      }
      const diff = laneDiff(base, sheetLanes);
      // A duplicate's row after the bad cells of the rows before it: the stable sort keeps each row's own order.
      const allErrors = [...errors, ...diff.duplicates].sort((a, b) => a.row - b.row);
      return { lanes: sheetLanes.map((sheetLane) => sheetLane.lane), preview: previewOf(diff, allErrors) };
    },
  };
}

function previewOf(diff: Omit<StoredPreview, 'counts' | 'errors'> & { unchanged: number }, errors: ImportRowError[]): StoredPreview {
  const { added, changed, removed, unchanged } = diff;
  return { counts: { added: added.length, changed: changed.length, removed: removed.length, unchanged, errors: errors.length }, added, changed, removed, errors };
}

/** The rows that hold a bad cell: what the analyst corrects. */
export const badRowCount = (errors: readonly ImportRowError[]): number => new Set(errors.map((error) => error.row)).size;
