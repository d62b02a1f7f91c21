import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STANDARD_FREIGHT_LIMITS } from '../limits';
import { buildFreightItem } from '../quote/test-factories';
import { checkNumber } from '../validation/numeric';
import { lineItemErrors } from './line-item-rules';

// Numeric validation (spec 02 section 5, the message forms of spec 01 section 5) as properties,
// on the rule the line items use most: at least 0.01, 2 decimals, at most a limit.

const rule = { field: 'Length', min: 0.01, max: 12, decimals: 2, unit: 'm' };
/** A number with at most 2 decimals, as typed. */
const hundredths = (min: number, max: number) => fc.integer({ min, max }).map((n) => (n / 100).toFixed(2));

describe('numeric validation properties', () => {
  it('accepts every 2-decimal number within the bounds', () => {
    fc.assert(fc.property(hundredths(1, 1200), (text) => {
      expect(checkNumber(text, rule)).toBeUndefined();
    }));
  });

  it('refuses numbers below the minimum and above the maximum with the spec’s forms', () => {
    fc.assert(fc.property(hundredths(-100_000, 0), (text) => {
      expect(checkNumber(text, rule)).toBe('Length cannot be less than 0.01 m');
    }));
    fc.assert(fc.property(hundredths(1201, 10_000_000), (text) => {
      expect(checkNumber(text, rule)).toBe('Length cannot exceed 12 m');
    }));
  });

  it('calls a trailing decimal point not a complete number', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
      expect(checkNumber(`${n}.`, rule)).toBe('Length is not a complete number');
    }));
  });

  it('refuses more decimals than allowed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1199 }), fc.integer({ min: 1, max: 9 }), (n, extra) => {
        expect(checkNumber(`${(n / 100).toFixed(2)}${extra}`, rule)).toBe('Length is not a number');
      },
      ),
    );
  });

  it('refuses fractions for whole-number fields', () => {
    const quantity = { field: 'Number of items', min: 1, decimals: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 99 }), (n, f) => {
        expect(checkNumber(`${n}.${f}`, quantity)).toBe('Number of items is not a number');
      },
      ),
    );
  });

  it('answers any text with nothing or one of the four message forms', () => {
    const forms = [/^Length is not a number$/, /^Length is not a complete number$/, /^Length cannot be less than 0\.01 m$/, /^Length cannot exceed 12 m$/];
    fc.assert(
      fc.property(fc.string(), (text) => {
        const message = checkNumber(text, rule);
        if (message !== undefined) expect(forms.some((form) => form.test(message))).toBe(true);
        else expect(Number(text)).toBeGreaterThanOrEqual(0.01);
      }),
    );
  });

  it('a line item valid in metres stays valid in centimetres with factor 100', () => {
    const limits = STANDARD_FREIGHT_LIMITS;
    const cm = (m: string) => String(Math.round(Number(m) * 100));
    fc.assert(
      fc.property(hundredths(1, 1200), hundredths(1, 250), hundredths(1, 280), (length, width, height) => {
        const item = buildFreightItem({ length, width, height });
        expect(lineItemErrors(item, { limits, dimensionFactor: 1, ppi: false })).toEqual([]);
        const inCm = buildFreightItem({ length: cm(length), width: cm(width), height: cm(height) });
        expect(lineItemErrors(inCm, { limits, dimensionFactor: 100, ppi: false })).toEqual([]);
      }),
    );
  });
});
