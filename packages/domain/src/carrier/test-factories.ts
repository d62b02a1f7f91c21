import type { AllottedBook } from './connote-books';

// Back-office records for tests (domain and server); overrides give the case under test.

/** Acme's first demo book: serials 10,000,000 to 10,000,999, FP100000009 to FP100009992. */
export function buildAllottedBook(over: Partial<AllottedBook> = {}): AllottedBook {
  return { id: 1, companyId: 1, companyName: 'Acme Hardware Pty Ltd', firstSerial: 10_000_000, lastSerial: 10_000_999, ...over };
}
