import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { laneSheetContext, laneToRow, readHeadings, rowToLane, sheetBandCount, sheetHeadings, type SheetHeadings } from './lane-sheet';
import type { RateLane } from './rate-lane';
import { RATE_SHEET_MESSAGES as M } from './rate-sheet-messages';
import type { ReadCell } from './sheet-cells';
import { buildRateLane, WORKED_BANDS } from './test-lanes';
import type { WeightBand } from './weight-breaks';

// The rate sheet's columns (issue 27): a lane written as a row and read back is the same lane,
// and each bad cell is refused with a sentence naming its column.

const FREIGHT_TYPES = ['General', 'Chiller', 'Freezer', 'Pallets', '=Danger'];
const context = laneSheetContext(['BNE', 'SYD', 'MEL', 'OOL'], FREIGHT_TYPES);
const cumulative = buildRateLane({ freightType: 'Chiller', breaks: { method: 'cumulative', bands: WORKED_BANDS } });

/** The headings of a sheet with `bands` band columns, as the import reads them. */
function headingsOf(bands: number): SheetHeadings {
  const read = readHeadings(sheetHeadings(bands));
  if (!('headings' in read)) throw new Error(JSON.stringify(read.errors));
  return read.headings;
}

/** A row of a two-band sheet: the per-kg lane's cells, with `cells` by heading put over them. */
function rowOf(cells: Record<string, ReadCell>, lane: RateLane = buildRateLane()): ReadCell[] {
  const headings = sheetHeadings(2);
  const row: ReadCell[] = laneToRow(lane, 2);
  for (const [heading, cell] of Object.entries(cells)) row[headings.indexOf(heading)] = cell;
  return row;
}

const read = (row: readonly ReadCell[]) => rowToLane(row, headingsOf(2), context);

describe('the export: headings and rows', () => {
  it('names the lane columns, then three columns for each band of the widest lane', () => {
    expect(sheetHeadings(0)).toEqual([
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
    ]);
    expect(sheetHeadings(2).slice(11)).toEqual(['Band 1 from kg', 'Band 1 to kg', 'Band 1 rate per kg', 'Band 2 from kg', 'Band 2 to kg', 'Band 2 rate per kg']);
    expect(sheetBandCount([buildRateLane(), cumulative])).toBe(3);
    expect(sheetBandCount([buildRateLane()])).toBe(0);
    expect(sheetBandCount([])).toBe(0);
  });

  it('writes a lane as Yes/No flags, numbers as numbers, and empty band cells beyond its bands', () => {
    expect(laneToRow(buildRateLane({ isDefault: false, deliveryAllowed: false }), 1)).toEqual([
      'BNE', 'SYD', 'General', 'No', 'Yes', 'No', 26.79, 0.3244, 48.31, 250, 'Per kg', null, null, null,
    ]);
    const open = buildRateLane({ breaks: { method: 'break', bands: [{ fromKg: 0, toKg: 100, ratePerKg: 0.5 }, { fromKg: 100, toKg: null, ratePerKg: 0.4 }] } });
    expect(laneToRow(open, 3).slice(10)).toEqual(['Break', 0, 100, 0.5, 100, null, 0.4, null, null, null]);
    expect(laneToRow(cumulative, 3).slice(10)).toEqual(['Cumulative', 0, 500, 0.5, 501, 600, 0.45, 601, 700, 0.4]);
  });

  it('neutralises a text cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(laneToRow(buildRateLane({ freightType: `${start}SUM(A1)` }), 0)[2]).toBe(`'${start}SUM(A1)`);
    expect(laneToRow(buildRateLane({ freightType: "Ch'iller" }), 0)[2]).toBe("Ch'iller");
  });
});

describe('the import: a row read back', () => {
  const lane = fc.record({
    depotFrom: fc.constantFrom('BNE', 'SYD', 'MEL'),
    depotTo: fc.constantFrom('SYD', 'OOL'),
    freightType: fc.constantFrom(...FREIGHT_TYPES),
    isDefault: fc.boolean(),
    pickupAllowed: fc.boolean(),
    deliveryAllowed: fc.boolean(),
    basicCharge: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
    ratePerKg: fc.integer({ min: 0, max: 100_000 }).map((tenths) => tenths / 10_000),
    minimumCharge: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
    cubicConversion: fc.integer({ min: 1, max: 500 }),
    breaks: fc.option(
      fc.record({
        method: fc.constantFrom('break' as const, 'cumulative' as const),
        bands: fc.array(fc.tuple(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 1000 })), { minLength: 1, maxLength: 4 }).chain((widths) =>
          fc.boolean().map((openEnded) => bandsOf(widths, openEnded)),
        ),
      }),
    ),
  });

  it('reads every lane it wrote as the same lane (a property)', () => {
    fc.assert(
      fc.property(fc.array(lane, { minLength: 1, maxLength: 5 }), (lanes) => {
        const bands = sheetBandCount(lanes);
        const headings = headingsOf(bands);
        for (const written of lanes) expect(rowToLane(laneToRow(written, bands), headings, context)).toEqual(written);
      }),
    );
  });

  it('reads depots and freight types in any case, flags as Yes/No/TRUE/FALSE, figures as text, and a blank Pricing as Per kg', () => {
    const row = rowOf({ 'From depot': ' bne ', 'Freight type': 'chiller', Default: 'no', 'Pickup allowed': true, 'Delivery allowed': 'FALSE', 'Basic charge': '$26.79', 'Rate per kg': ' 0.3244 ', Pricing: '' });
    expect(read(row)).toEqual(buildRateLane({ freightType: 'Chiller', isDefault: false, deliveryAllowed: false }));
    expect(read(rowOf({ 'Freight type': "'=Danger" }))).toEqual(buildRateLane({ freightType: '=Danger' }));
  });

  it.each<[string, Record<string, ReadCell>, { column: string; message: string }[]]>([
    ['an unknown depot', { 'To depot': 'XYZ' }, [{ column: 'To depot', message: M.unknownDepot('To depot', 'XYZ') }]],
    ['an unknown freight type', { 'Freight type': 'Frozen' }, [{ column: 'Freight type', message: M.unknownFreightType('Freight type', 'Frozen', FREIGHT_TYPES) }]],
    ['a negative price', { 'Basic charge': -5 }, [{ column: 'Basic charge', message: M.negative('Basic charge', -5) }]],
    ['a negative price as text', { 'Minimum charge': '-12.5' }, [{ column: 'Minimum charge', message: M.negative('Minimum charge', -12.5) }]],
    ['a price that is not a number', { 'Rate per kg': 'abc' }, [{ column: 'Rate per kg', message: M.notANumber('Rate per kg', 'abc') }]],
    ['a blank price', { 'Cubic conversion': null }, [{ column: 'Cubic conversion', message: M.blank('Cubic conversion') }]],
    ['a price beyond the limit', { 'Basic charge': 2_000_000 }, [{ column: 'Basic charge', message: M.tooLarge('Basic charge', 1_000_000) }]],
    ['a flag that is not Yes or No', { Default: 'maybe' }, [{ column: 'Default', message: M.yesNo('Default', 'maybe') }]],
    ['an unknown pricing', { Pricing: 'Flat' }, [{ column: 'Pricing', message: M.pricing('Pricing', 'Flat') }]],
    ['Break without bands', { Pricing: 'Break' }, [{ column: 'Pricing', message: M.noBands('Pricing', 'Break') }]],
    ['a per-kg lane with band cells', { 'Band 2 to kg': 50 }, [{ column: 'Band 2 to kg', message: M.bandsOnPerKg(2, 'Per kg') }]],
    [
      'overlapping bands',
      { Pricing: 'Cumulative', 'Band 1 from kg': 0, 'Band 1 to kg': 500, 'Band 1 rate per kg': 0.5, 'Band 2 from kg': 400, 'Band 2 to kg': 600, 'Band 2 rate per kg': 0.45 },
      [{ column: 'Band 2 from kg', message: 'Bands 1 and 2 overlap: band 2 starts at 400 kg, before band 1 ends (500 kg).' }],
    ],
    [
      'a gap between bands',
      { Pricing: 'Break', 'Band 1 from kg': 0, 'Band 1 to kg': 500, 'Band 1 rate per kg': 0.5, 'Band 2 from kg': 550, 'Band 2 rate per kg': 0.45 },
      [{ column: 'Band 2 from kg', message: 'Between bands 1 and 2 there is a gap: 500 kg to 550 kg is in neither.' }],
    ],
    [
      'a band that ends before it starts',
      { Pricing: 'Break', 'Band 1 from kg': 0, 'Band 1 to kg': 500, 'Band 1 rate per kg': 0.5, 'Band 2 from kg': 501, 'Band 2 to kg': 400, 'Band 2 rate per kg': 0.45 },
      [{ column: 'Band 2 to kg', message: 'Band 2 ends at 400 kg, not after it starts (501 kg).' }],
    ],
    ['a band left out before a later one', { Pricing: 'Break', 'Band 2 from kg': 0, 'Band 2 rate per kg': 0.5 }, [{ column: 'Band 1 from kg', message: M.bandSkipped(1) }]],
    ['a band without its rate', { Pricing: 'Break', 'Band 1 from kg': 0, 'Band 1 to kg': 500 }, [{ column: 'Band 1 rate per kg', message: M.bandCellBlank('Band 1 rate per kg') }]],
  ])('refuses %s, naming the column', (_, cells, errors) => {
    expect(read(rowOf(cells))).toEqual(errors);
  });

  it('names every bad cell of a row, under the heading as the file writes it', () => {
    const headings = sheetHeadings(0).map((heading) => heading.toUpperCase());
    const read = readHeadings(headings);
    if (!('headings' in read)) throw new Error('headings refused');
    const row = laneToRow(buildRateLane(), 0);
    row[0] = 'XYZ';
    row[6] = -1;
    row[4] = 'perhaps';
    expect(rowToLane(row, read.headings, context)).toEqual([
      { column: 'FROM DEPOT', message: M.unknownDepot('FROM DEPOT', 'XYZ') },
      { column: 'PICKUP ALLOWED', message: M.yesNo('PICKUP ALLOWED', 'perhaps') },
      { column: 'BASIC CHARGE', message: M.negative('BASIC CHARGE', -1) },
    ]);
  });
});

describe('the import: the heading row', () => {
  it('finds the columns in any order, case and spacing, and ignores columns of its own', () => {
    const headings = [' rate  PER kg', 'Notes', ...sheetHeadings(1).filter((h) => h !== 'Rate per kg').reverse()];
    const read = readHeadings(headings);
    expect('headings' in read && read.headings.columns['Rate per kg']).toBe(0);
    expect('headings' in read && read.headings.bands).toEqual([{ from: headings.indexOf('Band 1 from kg'), to: headings.indexOf('Band 1 to kg'), rate: headings.indexOf('Band 1 rate per kg') }]);
  });

  it('refuses a missing column, a column named twice and a band without all three columns, each once for row 1', () => {
    const headings = [...sheetHeadings(0).filter((h) => h !== 'Minimum charge'), 'Default', 'Band 2 from kg', 'Band 2 to kg', 'Band 2 rate per kg'];
    expect(readHeadings(headings)).toEqual({
      recognised: 13,
      errors: [
        { column: 'Default', message: M.duplicateColumn('Default', 4, 11) },
        { column: 'Minimum charge', message: M.missingColumn('Minimum charge') },
        { column: 'Band 1 from kg', message: M.missingColumn('Band 1 from kg') },
        { column: 'Band 1 to kg', message: M.missingColumn('Band 1 to kg') },
        { column: 'Band 1 rate per kg', message: M.missingColumn('Band 1 rate per kg') },
      ],
    });
    expect(readHeadings(['Name', 'Price', 42, null])).toMatchObject({ recognised: 0 });
  });
});

/** Bands from widths and gaps (0 or 1 kg between one band's end and the next's start), the last maybe without an end. */
function bandsOf(widths: readonly [number, number][], openEnded: boolean): WeightBand[] {
  let from = 0;
  return widths.map(([width, step], i) => {
    const last = i === widths.length - 1;
    const band = { fromKg: from, toKg: last && openEnded ? null : from + width, ratePerKg: step / 1000 };
    from = from + width + (step % 2);
    return band;
  });
}
