import { describe, expect, it } from 'vitest';
import {
  BOOK_SERIALS_MAX,
  bookRangeErrors,
  bookUsage,
  CONNOTE_BOOK_MESSAGES,
  crossesNearlyUsed,
  NEARLY_USED_PERCENT,
  overlapMessage,
  overlappingBook,
  type BookRange,
} from './connote-books';
import { buildAllottedBook } from './test-factories';

const ACME = 1;
const COASTAL = 2;
// The demo books (seed/connote-books.ts): Acme's two, then Coastal's.
const acmeFirst = buildAllottedBook();
const acmeSecond = buildAllottedBook({ id: 2, firstSerial: 10_005_000, lastSerial: 10_005_499 });
const coastal = buildAllottedBook({ id: 3, companyId: COASTAL, companyName: 'Coastal Foods Pty Ltd', firstSerial: 20_000_000, lastSerial: 20_000_999 });
const books = [acmeFirst, acmeSecond, coastal];

const range = (firstSerial: number, lastSerial: number): BookRange => ({ firstSerial, lastSerial });

describe('a book range', () => {
  it('is whole serials below the electronic range, first not after last', () => {
    expect(bookRangeErrors(range(10_000_000, 10_000_999))).toEqual({});
    expect(bookRangeErrors(range(0, 0))).toEqual({});
    expect(bookRangeErrors(range(89_999_999, 89_999_999))).toEqual({});
  });

  it('names the field that is not a serial', () => {
    expect(bookRangeErrors(range(1.5, 10))).toEqual({
      firstSerial: 'First serial must be the 8 digits of a connote number, without FP and the check digit.',
    });
    expect(bookRangeErrors(range(-1, Number.NaN))).toEqual({
      firstSerial: CONNOTE_BOOK_MESSAGES.notSerial('First serial'),
      lastSerial: CONNOTE_BOOK_MESSAGES.notSerial('Last serial'),
    });
    expect(bookRangeErrors(range(10, 100_000_000)).lastSerial).toBe(CONNOTE_BOOK_MESSAGES.notSerial('Last serial'));
  });

  it('keeps books below the electronic connotes (decision 0019)', () => {
    expect(bookRangeErrors(range(89_999_000, 90_000_000))).toEqual({
      lastSerial: "Last serial must be below 90000000: the serials from 90000000 up are the portal's electronic connotes.",
    });
    expect(bookRangeErrors(range(90_000_001, 90_000_002)).firstSerial).toBe(CONNOTE_BOOK_MESSAGES.electronic('First serial'));
  });

  it('refuses a last serial before the first; one serial is a book', () => {
    expect(bookRangeErrors(range(10_000_999, 10_000_000))).toEqual({ lastSerial: 'Last serial cannot be before the first serial.' });
    expect(bookRangeErrors(range(10_000_000, 10_000_000))).toEqual({});
  });

  it(`holds at most ${BOOK_SERIALS_MAX} connotes`, () => {
    expect(bookRangeErrors(range(10_000_000, 10_099_999))).toEqual({});
    expect(bookRangeErrors(range(10_000_000, 10_100_000))).toEqual({
      lastSerial: 'Last serial makes a book of 100,001 connotes: a book holds at most 100,000.',
    });
  });
});

describe('overlapping books', () => {
  it.each([
    ['ends on the first serial of another (touching)', range(9_999_000, 10_000_000), acmeFirst],
    ['starts on the last serial of another (touching)', range(10_000_999, 10_001_500), acmeFirst],
    ['lies inside another', range(10_000_100, 10_000_199), acmeFirst],
    ['is the same range', range(10_000_000, 10_000_999), acmeFirst],
    ['runs across the end of another', range(10_004_900, 10_005_099), acmeSecond],
    ['holds two others: the first is named', range(9_990_000, 10_089_999), acmeFirst],
    ["crosses another company's book", range(19_999_990, 20_000_009), coastal],
  ])('a range that %s overlaps', (_case, candidate, expected) => {
    expect(overlappingBook(candidate, books)).toBe(expected);
  });

  it.each([
    ['ends one serial before another begins', range(9_999_000, 9_999_999)],
    ['begins one serial after another ends', range(10_001_000, 10_001_999)],
    ['lies between two books', range(10_001_000, 10_004_999)],
  ])('a range that %s does not', (_case, candidate) => {
    expect(overlappingBook(candidate, books)).toBeUndefined();
  });

  it('finds nothing among no books', () => {
    expect(overlappingBook(range(1, 2), [])).toBeUndefined();
  });

  // Luhn digits by hand, doubling from the serial's rightmost digit: 09999000 doubles 0, 0, 9, 9
  // (9 each after 18 - 9) and keeps 0, 9, 9, 0: 36, check 4. 10001500 doubles 0, 5 (1), 0, 0 and
  // keeps 0, 1, 0, 1: 3, check 7. The demo book's ends are FP100000009 and FP100009992.
  it("names both ranges and the other company when the book is another company's", () => {
    expect(overlapMessage({ companyId: COASTAL, ...range(9_999_000, 10_000_000) }, acmeFirst)).toBe(
      'FP099990004 to FP100000009 overlaps the book FP100000009 to FP100009992 of Acme Hardware Pty Ltd.',
    );
  });

  it("says when the book is the company's own", () => {
    expect(overlapMessage({ companyId: ACME, ...range(10_000_999, 10_001_500) }, acmeFirst)).toBe(
      "FP100009992 to FP100015007 overlaps this company's own book FP100000009 to FP100009992.",
    );
  });
});

describe('book usage', () => {
  it('counts used and remaining, the per cent rounded down', () => {
    const book = range(10_000_000, 10_000_999);
    expect(bookUsage(book, 0)).toEqual({ used: 0, remaining: 1000, percentUsed: 0 });
    expect(bookUsage(book, 899)).toEqual({ used: 899, remaining: 101, percentUsed: 89 });
    expect(bookUsage(book, 900)).toEqual({ used: 900, remaining: 100, percentUsed: 90 });
    expect(bookUsage(book, 1000)).toEqual({ used: 1000, remaining: 0, percentUsed: 100 });
    // 6 of 7 is 85.7%.
    expect(bookUsage(range(1, 7), 6)).toEqual({ used: 6, remaining: 1, percentUsed: 85 });
  });

  it.each([
    // before, after, size, crosses
    [899, 900, 1000, true],
    [898, 899, 1000, false],
    [900, 901, 1000, false],
    [0, 1000, 1000, true],
    [1000, 1000, 1000, false],
    // 90% of 7 is 6.3: the 7th connote crosses, the 6th does not.
    [5, 6, 7, false],
    [6, 7, 7, true],
    // 90% of 10 is 9 exactly.
    [8, 9, 10, true],
    [0, 1, 1, true],
  ])('%i to %i of %i crosses 90%%: %s', (before, after, size, crosses) => {
    expect(crossesNearlyUsed(before, after, size)).toBe(crosses);
  });

  it('crosses once as a book is used up one connote at a time, where the per cent shows 90', () => {
    for (let size = 1; size <= 300; size += 1) {
      const book = range(1, size);
      const crossings = [];
      for (let used = 1; used <= size; used += 1) if (crossesNearlyUsed(used - 1, used, size)) crossings.push(used);
      expect(crossings).toHaveLength(1);
      const at = crossings[0]!;
      expect(bookUsage(book, at).percentUsed).toBeGreaterThanOrEqual(NEARLY_USED_PERCENT);
      expect(bookUsage(book, at - 1).percentUsed).toBeLessThan(NEARLY_USED_PERCENT);
    }
  });
});
