import { z } from 'zod';
import { connoteNumberOf, CONNOTE_SERIAL_MAX, ELECTRONIC_SERIAL_BASE } from '../consignment/connote-number';

// Connote books as the back office allots them (issue 26, decision 0019): a range of serials, the
// 8 digits between FP and the check digit, given to one company. Two books never share a serial,
// whoever holds them, or a manual connote would belong to two companies (or twice to one).

/** A pre-printed book is hundreds or thousands of connotes; a range past this is a slip of the keyboard. */
export const BOOK_SERIALS_MAX = 100_000;

/** A book this far used is nearly used: its company and the staff mailbox are told once. */
export const NEARLY_USED_PERCENT = 90;

export interface BookRange {
  firstSerial: number;
  lastSerial: number;
}

/** A book already allotted, as the overlap check reads it. */
export interface AllottedBook extends BookRange {
  id: number;
  companyId: number;
  companyName: string;
}

/** The request body of a new book; the company is the route's. */
export const connoteBookSchema = z.object({ firstSerial: z.number(), lastSerial: z.number() });
export type ConnoteBookForm = z.infer<typeof connoteBookSchema>;

export type BookRangeErrors = Partial<Record<keyof BookRange, string>>;

const count = (n: number) => n.toLocaleString('en-AU');

export const CONNOTE_BOOK_MESSAGES = {
  notSerial: (field: string) => `${field} must be the 8 digits of a connote number, without FP and the check digit.`,
  electronic: (field: string) =>
    `${field} must be below ${ELECTRONIC_SERIAL_BASE}: the serials from ${ELECTRONIC_SERIAL_BASE} up are the portal's electronic connotes.`,
  lastBeforeFirst: 'Last serial cannot be before the first serial.',
  tooLarge: (size: number) =>
    `Last serial makes a book of ${count(size)} connotes: a book holds at most ${count(BOOK_SERIALS_MAX)}.`,
} as const;

function serialError(serial: number, field: string): string | undefined {
  if (!Number.isInteger(serial) || serial < 0 || serial > CONNOTE_SERIAL_MAX) return CONNOTE_BOOK_MESSAGES.notSerial(field);
  return serial >= ELECTRONIC_SERIAL_BASE ? CONNOTE_BOOK_MESSAGES.electronic(field) : undefined;
}

/** What is wrong with a range by field; empty when it can be a book. */
export function bookRangeErrors(range: BookRange): BookRangeErrors {
  const firstSerial = serialError(range.firstSerial, 'First serial');
  const lastSerial = serialError(range.lastSerial, 'Last serial');
  if (firstSerial || lastSerial) return { ...(firstSerial ? { firstSerial } : {}), ...(lastSerial ? { lastSerial } : {}) };
  if (range.lastSerial < range.firstSerial) return { lastSerial: CONNOTE_BOOK_MESSAGES.lastBeforeFirst };
  const size = bookSize(range);
  return size > BOOK_SERIALS_MAX ? { lastSerial: CONNOTE_BOOK_MESSAGES.tooLarge(size) } : {};
}

/** How many connotes a book holds: both ends are in it. */
export function bookSize(range: BookRange): number {
  return range.lastSerial - range.firstSerial + 1;
}

/** The first book that shares a serial with the range. Leave the book being edited out of `existing`. */
export function overlappingBook<Book extends BookRange>(range: BookRange, existing: readonly Book[]): Book | undefined {
  return existing.find((book) => range.firstSerial <= book.lastSerial && book.firstSerial <= range.lastSerial);
}

/** 'FP100000009 to FP100009992': a range as the connotes printed in the book read. */
export function bookSpan(range: BookRange): string {
  return `${connoteNumberOf(range.firstSerial)} to ${connoteNumberOf(range.lastSerial)}`;
}

/** Why a range is refused: both ranges, and whose the other book is. The range must have no bookRangeErrors. */
export function overlapMessage(range: BookRange & { companyId: number }, other: AllottedBook): string {
  const whose =
    other.companyId === range.companyId ? `this company's own book ${bookSpan(other)}` : `the book ${bookSpan(other)} of ${other.companyName}`;
  return `${bookSpan(range)} overlaps ${whose}.`;
}

export interface BookUsage {
  used: number;
  remaining: number;
  /** Whole per cent, rounded down: it shows 90 exactly when the book is nearly used. */
  percentUsed: number;
}

/** A book's use, from the number of its serials taken (by consignments, or retired). */
export function bookUsage(range: BookRange, used: number): BookUsage {
  const size = bookSize(range);
  return { used, remaining: size - used, percentUsed: Math.floor((used * 100) / size) };
}

// Whole numbers on both sides, so 90% of a 7-connote book is not decided by a rounded 6.3.
const nearlyUsed = (used: number, size: number) => used * 100 >= NEARLY_USED_PERCENT * size;

/**
 * Whether a use takes a book from below NEARLY_USED_PERCENT to it or past it: true for the one
 * use that crosses, so its notice goes once. A count that can fall (a connote given back) could
 * cross again; a server that allows that keeps the notice's own flag.
 */
export function crossesNearlyUsed(before: number, after: number, size: number): boolean {
  return !nearlyUsed(before, size) && nearlyUsed(after, size);
}
