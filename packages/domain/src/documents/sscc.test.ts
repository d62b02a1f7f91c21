import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_GS1_COMPANY_PREFIX, gs1CheckDigit, isValidSscc, ssccOf } from './sscc';

describe('SSCC (GS1 General Specifications 2.2.1, 7.9.1)', () => {
  it('gives the check digits of GS1 worked examples', () => {
    // GS1's check digit calculator examples: GTIN-13 629104150021 -> 3, SSCC 37612345000001009 -> 1.
    expect(gs1CheckDigit('629104150021')).toBe(3);
    expect(gs1CheckDigit('37612345000001009')).toBe(1);
    // The SSCC of GS1's logistic label guideline: (00) 106141411234567897.
    expect(gs1CheckDigit('10614141123456789')).toBe(7);
  });

  it('never returns 10 when the weighted sum is already a multiple of ten', () => {
    expect(gs1CheckDigit('0000000000000000')).toBe(0);
    fc.assert(fc.property(fc.stringMatching(/^\d{17}$/), (digits) => {
      const check = gs1CheckDigit(digits);
      return check >= 0 && check <= 9;
    }));
  });

  it('builds 18 digits: extension, prefix, zero-padded serial, check digit', () => {
    const sscc = ssccOf(1, DEMO_GS1_COMPANY_PREFIX, 42);
    expect(sscc).toMatch(/^1061414100000004\d\d$/);
    expect(sscc).toHaveLength(18);
    expect(isValidSscc(sscc)).toBe(true);
    expect(isValidSscc(`${sscc.slice(0, 17)}${(Number(sscc[17]) + 1) % 10}`)).toBe(false);
  });

  it('refuses serials that do not fit and prefixes that are not 7 to 10 digits', () => {
    expect(() => ssccOf(0, '0614141', 1_000_000_000)).toThrow(RangeError);
    expect(() => ssccOf(0, '061414', 1)).toThrow(RangeError);
    expect(() => ssccOf(10, '0614141', 1)).toThrow(RangeError);
    expect(ssccOf(0, '0614141999', 999_999)).toHaveLength(18);
  });
});
