import { describe, expect, it } from 'vitest';
import { acceptOptions, listSince, quoteExpired, quotePriceError, quoteValidUntil } from './quote-accept';
import { instructionsError } from './special-instructions';

describe('Accept Quote options (spec 02 sections 4 and 8)', () => {
  it('pickupRequired above 1 allows Convert to Pickup and disables Drop Freight in', () => {
    for (const value of [2, 3] as const) {
      expect(acceptOptions(value)).toEqual({
        convertToPickup: true,
        dropFreightIn: false,
        notice: 'As pickup was selected as part of the quoting process, drop freight in is not available',
      });
    }
  });

  it('1 or less does the reverse', () => {
    for (const value of [0, 1] as const) {
      expect(acceptOptions(value)).toEqual({
        convertToPickup: false,
        dropFreightIn: true,
        notice: 'As pickup was not selected as part of the quoting process, convert to pickup is not available',
      });
    }
  });

  it('a quote already converted offers neither, and says to what (decision 0040)', () => {
    const converted = { convertToPickup: false, dropFreightIn: false, notice: 'Quote Q0000042 has already been converted to FP900000019.' };
    expect(acceptOptions(1, { quoteNumber: 'Q0000042', to: 'FP900000019' })).toEqual(converted);
    expect(acceptOptions(2, { quoteNumber: 'Q0000042', to: 'P0000012' }).dropFreightIn).toBe(false);
    expect(acceptOptions(1, { quoteNumber: 'Q0000042', to: '' }).dropFreightIn).toBe(true);
  });
});

describe('quote price and validity', () => {
  it('the price must be finite and non-negative', () => {
    expect([0, 12.5].map(quotePriceError)).toEqual([undefined, undefined]);
    for (const bad of [-1, NaN, Infinity, '12', null, undefined]) {
      expect(quotePriceError(bad)).toBe('Issue retrieving the quotePrice.');
    }
  });

  it('a quote is valid 14 days', () => {
    const created = Date.UTC(2026, 0, 1);
    const until = quoteValidUntil(created);
    expect(until).toBe(Date.UTC(2026, 0, 15));
    expect(quoteExpired(until, until)).toBe(false);
    expect(quoteExpired(until, until + 1)).toBe(true);
  });

  it('lists cover the last 30 days', () => {
    expect(listSince(Date.UTC(2026, 1, 1))).toBe(Date.UTC(2026, 0, 2));
  });
});

describe('Special Instructions (spec 02 section 5)', () => {
  it('allows 850 characters', () => {
    expect(instructionsError('x'.repeat(850))).toBeUndefined();
    expect(instructionsError('x'.repeat(851))).toBe('Special instructions are too long.');
  });
});
