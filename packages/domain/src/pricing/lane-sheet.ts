import type { RateLane } from './rate-lane';
import { RATE_SHEET_MESSAGES as M } from './rate-sheet-messages';
import { cellNumber, cellText, cellYesNo, isBlankCell, neutralised, yesNo, type CellRead, type ReadCell, type SheetCell } from './sheet-cells';
import { bandsError, type BreakMethod, type WeightBand } from './weight-breaks';

// A rate card version as a spreadsheet (issue 27): one row per lane under named headings, weight
// breaks as repeating band columns. The export writes these columns and the import reads them,
// so a file exported and imported again is the same version.

export const LANE_COLUMNS = [
  'From depot',
  'To depot',
  'Freight type',
  'Default',
  'Pickup allowed',
  'Delivery allowed',
  'Basic charge',
  'Rate per kg',
  'Minimum charge',
  'Cubic conversion',
  'Pricing',
] as const;
export type LaneColumn = (typeof LANE_COLUMNS)[number];

/** The three columns of each band, after 'Band n '. */
export const BAND_PARTS = ['from kg', 'to kg', 'rate per kg'] as const;
type BandPart = (typeof BAND_PARTS)[number];
export const bandHeading = (n: number, part: BandPart): string => `Band ${n} ${part}`;

/** How the Pricing column names a lane's pricing: by rate per kg, or one of the weight-break methods. */
export const PRICING_NAMES: Readonly<Record<BreakMethod | 'perKg', string>> = { perKg: 'Per kg', break: 'Break', cumulative: 'Cumulative' };

/** The band columns a version's sheet needs: as many as its widest lane has bands. */
export const sheetBandCount = (lanes: readonly RateLane[]): number => lanes.reduce((n, lane) => Math.max(n, lane.breaks?.bands.length ?? 0), 0);

export function sheetHeadings(bandCount: number): string[] {
  const bands = Array.from({ length: bandCount }, (_, i) => BAND_PARTS.map((part) => bandHeading(i + 1, part)));
  return [...LANE_COLUMNS, ...bands.flat()];
}

/** A lane as a row under sheetHeadings(bandCount): text neutralised, figures as numbers, unused band cells empty. */
export function laneToRow(lane: RateLane, bandCount: number): SheetCell[] {
  const row: SheetCell[] = [
    neutralised(lane.depotFrom),
    neutralised(lane.depotTo),
    neutralised(lane.freightType),
    yesNo(lane.isDefault),
    yesNo(lane.pickupAllowed),
    yesNo(lane.deliveryAllowed),
    lane.basicCharge,
    lane.ratePerKg,
    lane.minimumCharge,
    lane.cubicConversion,
    PRICING_NAMES[lane.breaks?.method ?? 'perKg'],
  ];
  const bands = lane.breaks?.bands ?? [];
  for (let i = 0; i < bandCount; i++) {
    const band = bands[i];
    row.push(band?.fromKg ?? null, band?.toKg ?? null, band?.ratePerKg ?? null);
  }
  return row;
}

/** A bad cell or heading: the column as the file's heading names it, and the sentence. */
export interface ColumnError {
  column: string;
  message: string;
}

/** Where each column is in the file's rows, read from its heading row. */
export interface SheetHeadings {
  columns: Readonly<Record<LaneColumn, number>>;
  /** Band 1 first: the index of each band's from kg, to kg and rate per kg. */
  bands: readonly { from: number; to: number; rate: number }[];
  /** The headings as the file writes them, by index: what an error names. */
  names: readonly string[];
}

export type HeadingsRead = { headings: SheetHeadings } | { errors: ColumnError[]; recognised: number };

/** Headings match whatever their case and spacing. */
const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const BAND_HEADING = /^band ([1-9]\d{0,2}) (from kg|to kg|rate per kg)$/;
const LANE_HEADINGS: ReadonlyMap<string, LaneColumn> = new Map(LANE_COLUMNS.map((column) => [normal(column), column]));

/** The file's heading row: each column found once, every lane column and every band's three. Other columns are ignored. */
export function readHeadings(row: readonly ReadCell[]): HeadingsRead {
  const names = Array.from(row, (cell) => cellText(cell));
  const errors: ColumnError[] = [];
  const found = new Map<string, number>();
  names.forEach((name, i) => {
    const key = normal(name);
    if (!LANE_HEADINGS.has(key) && !BAND_HEADING.test(key)) return;
    const first = found.get(key);
    if (first === undefined) found.set(key, i);
    else errors.push({ column: name, message: M.duplicateColumn(name, first + 1, i + 1) });
  });
  const at = (heading: string) => {
    const index = found.get(normal(heading));
    if (index === undefined) errors.push({ column: heading, message: M.missingColumn(heading) });
    return index ?? -1;
  };
  const columns = Object.fromEntries(LANE_COLUMNS.map((column) => [column, at(column)])) as Record<LaneColumn, number>;
  const bandCount = Math.max(0, ...[...found.keys()].map((key) => Number(BAND_HEADING.exec(key)?.[1] ?? 0)));
  const bands = Array.from({ length: bandCount }, (_, i) => {
    const [from, to, rate] = BAND_PARTS.map((part) => at(bandHeading(i + 1, part)));
    return { from: from!, to: to!, rate: rate! };
  });
  return errors.length > 0 ? { errors, recognised: found.size } : { headings: { columns, bands, names } };
}

/** The known depot codes and freight types an imported lane may name. */
export interface LaneSheetContext {
  depots: ReadonlySet<string>;
  /** By lower case, the name as the carrier writes it. */
  freightTypes: ReadonlyMap<string, string>;
  freightTypeNames: readonly string[];
}

export function laneSheetContext(depotCodes: Iterable<string>, freightTypes: readonly string[]): LaneSheetContext {
  return {
    depots: new Set(depotCodes),
    freightTypes: new Map(freightTypes.map((name) => [name.toLowerCase(), name])),
    freightTypeNames: freightTypes,
  };
}

const PRICING_OF_TEXT: ReadonlyMap<string, BreakMethod | 'perKg'> = new Map([
  ['', 'perKg'],
  ...Object.entries(PRICING_NAMES).map(([method, name]) => [normal(name), method as BreakMethod | 'perKg'] as const),
]);

type CellReader<T> = (cell: ReadCell, name: string) => CellRead<T>;

/** A column of the file: where it is and its heading as the file writes it. */
interface FileColumn {
  index: number;
  name: string;
}

/** One cell read, its sentence added to the row's errors when it is bad (then the fallback stands in). */
function readCell<T>(cells: readonly ReadCell[], column: FileColumn, reader: CellReader<T>, fallback: T, errors: ColumnError[]): T {
  const result = reader(cells[column.index], column.name);
  if (result.error === undefined) return result.value;
  errors.push({ column: column.name, message: result.error });
  return fallback;
}

/**
 * The reader of the file's rows under its headings: what every row shares (where each column
 * is, its name, the depot and freight type lookups) is made once, so 50,000 rows cost little
 * more than their cells. A row gives its lane, or every bad cell of it. A blank Pricing is Per kg.
 */
export function laneReader(headings: SheetHeadings, context: LaneSheetContext): (cells: readonly ReadCell[]) => RateLane | ColumnError[] {
  const column = {} as Record<LaneColumn, FileColumn>;
  for (const heading of LANE_COLUMNS) column[heading] = { index: headings.columns[heading], name: headings.names[headings.columns[heading]]! };
  const depot: CellReader<string> = (cell, name) => {
    const code = cellText(cell).toUpperCase();
    if (code === '') return { error: M.blank(name) };
    return context.depots.has(code) ? { value: code } : { error: M.unknownDepot(name, cellText(cell)) };
  };
  const freightType: CellReader<string> = (cell, name) => {
    const text = cellText(cell);
    if (text === '') return { error: M.blank(name) };
    const known = context.freightTypes.get(text.toLowerCase());
    return known === undefined ? { error: M.unknownFreightType(name, text, context.freightTypeNames) } : { value: known };
  };
  const pricing: CellReader<BreakMethod | 'perKg'> = (cell, name) => {
    const method = PRICING_OF_TEXT.get(normal(cellText(cell)));
    return method === undefined ? { error: M.pricing(name, cellText(cell)) } : { value: method };
  };
  return (cells) => {
    const errors: ColumnError[] = [];
    const lane: RateLane = {
      depotFrom: readCell(cells, column['From depot'], depot, '', errors),
      depotTo: readCell(cells, column['To depot'], depot, '', errors),
      freightType: readCell(cells, column['Freight type'], freightType, '', errors),
      isDefault: readCell(cells, column.Default, cellYesNo, true, errors),
      pickupAllowed: readCell(cells, column['Pickup allowed'], cellYesNo, true, errors),
      deliveryAllowed: readCell(cells, column['Delivery allowed'], cellYesNo, true, errors),
      basicCharge: readCell(cells, column['Basic charge'], cellNumber, 0, errors),
      ratePerKg: readCell(cells, column['Rate per kg'], cellNumber, 0, errors),
      minimumCharge: readCell(cells, column['Minimum charge'], cellNumber, 0, errors),
      cubicConversion: readCell(cells, column['Cubic conversion'], cellNumber, 0, errors),
      breaks: null,
    };
    const method = readCell(cells, column.Pricing, pricing, 'perKg', errors);
    const bands = readBands(cells, headings, method, errors);
    if (errors.length > 0) return errors;
    return method === 'perKg' || bands === null ? lane : { ...lane, breaks: { method, bands } };
  };
}

/** One row of the file as a lane, or every bad cell of it (laneReader, for one row). */
export const rowToLane = (cells: readonly ReadCell[], headings: SheetHeadings, context: LaneSheetContext): RateLane | ColumnError[] => laneReader(headings, context)(cells);

/** The first band cell of the row that is filled in, by band, or -1 for a band left blank. */
function filledCell(cells: readonly ReadCell[], band: SheetHeadings['bands'][number]): number {
  if (!isBlankCell(cells[band.from])) return band.from;
  if (!isBlankCell(cells[band.to])) return band.to;
  return isBlankCell(cells[band.rate]) ? -1 : band.rate;
}

/** A lane's bands: none for Per kg (and no band cell filled in), one or more for Break and Cumulative. */
function readBands(cells: readonly ReadCell[], headings: SheetHeadings, method: BreakMethod | 'perKg', errors: ColumnError[]): WeightBand[] | null {
  const nameOf = (index: number) => headings.names[index]!;
  const filled = headings.bands.map((band) => filledCell(cells, band));
  const last = filled.findLastIndex((index) => index >= 0);
  const pricingIndex = headings.columns.Pricing;
  if (method === 'perKg') {
    if (last < 0) return null;
    const first = filled.findIndex((index) => index >= 0);
    errors.push({ column: nameOf(filled[first]!), message: M.bandsOnPerKg(first + 1, cellText(cells[pricingIndex]) || PRICING_NAMES.perKg) });
    return null;
  }
  if (last < 0) {
    errors.push({ column: nameOf(pricingIndex), message: M.noBands(nameOf(pricingIndex), PRICING_NAMES[method]) });
    return null;
  }
  const before = errors.length;
  const bands: WeightBand[] = [];
  const figure = (index: number): number | null => {
    const result = isBlankCell(cells[index]) ? { error: M.bandCellBlank(nameOf(index)) } : cellNumber(cells[index], nameOf(index));
    if (result.error === undefined) return result.value;
    errors.push({ column: nameOf(index), message: result.error });
    return null;
  };
  for (let i = 0; i <= last; i++) {
    const { from, to, rate } = headings.bands[i]!;
    if (filled[i]! < 0) {
      errors.push({ column: nameOf(from), message: M.bandSkipped(i + 1) });
      continue;
    }
    const [fromKg, toKg, ratePerKg] = [figure(from), isBlankCell(cells[to]) ? null : figure(to), figure(rate)];
    if (fromKg !== null && ratePerKg !== null) bands.push({ fromKg, toKg, ratePerKg });
  }
  if (errors.length > before) return null;
  const problem = bandsError(bands);
  if (problem !== '') errors.push({ column: nameOf(bandErrorColumn(bands, headings)), message: problem });
  return problem === '' ? bands : null;
}

/** The cell a bandsError sentence is about: the first band it finds wrong, its to kg when it ends before it starts. */
function bandErrorColumn(bands: readonly WeightBand[], headings: SheetHeadings): number {
  let n = 1;
  while (n < bands.length && bandsError(bands.slice(0, n)) === '') n += 1;
  const band = bands[n - 1]!;
  const columns = headings.bands[n - 1]!;
  return band.toKg !== null && band.toKg <= band.fromKg ? columns.to : columns.from;
}
