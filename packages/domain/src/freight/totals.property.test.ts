import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MeasuredItem } from './totals';
import { cubicVolume, freightTotals } from './totals';

// Totals and cubic volume (spec 02 section 5) as properties. Dimensions are quarters of a metre
// and weights halves of a kg, exact in binary, so sums do not depend on rounding order.

const quarter = fc.integer({ min: 1, max: 48 }).map((k) => k / 4);
const item = fc.record({
  quantity: fc.integer({ min: 1, max: 50 }),
  unitWeight: fc.integer({ min: 1, max: 2000 }).map((k) => k / 2),
  length: quarter,
  width: quarter,
  height: quarter,
});
type Measures = { quantity: number; unitWeight: number; length: number; width: number; height: number };
const typed = (m: Measures, factor = 1): MeasuredItem => ({
  quantity: String(m.quantity),
  unitWeight: String(m.unitWeight),
  length: String(m.length * factor),
  width: String(m.width * factor),
  height: String(m.height * factor),
});
const items = fc.array(item, { minLength: 1, maxLength: 30 });

describe('freight totals properties', () => {
  it('do not depend on the order of the line items', () => {
    fc.assert(
      fc.property(items, fc.func(fc.integer()), (list, key) => {
        const shuffled = [...list].sort((a, b) => key(a) - key(b));
        expect(freightTotals(shuffled.map((m) => typed(m)), 1)).toEqual(freightTotals(list.map((m) => typed(m)), 1));
      }),
    );
  });

  it('give the same cubic volume in centimetres with factor 100 as in metres with factor 1', () => {
    fc.assert(
      fc.property(items, (list) => {
        expect(cubicVolume(list.map((m) => typed(m, 100)), 100)).toBe(cubicVolume(list.map((m) => typed(m)), 1));
      }),
    );
  });

  it('equal the sum of quantity x l x w x h rounded to 2 decimals, and weight as quantity x unit weight', () => {
    fc.assert(
      fc.property(items, (list) => {
        const volume = list.reduce((sum, m) => sum + m.quantity * m.length * m.width * m.height, 0);
        const weight = list.reduce((sum, m) => sum + m.quantity * m.unitWeight, 0);
        const quantity = list.reduce((sum, m) => sum + m.quantity, 0);
        expect(freightTotals(list.map((m) => typed(m)), 1)).toEqual({
          items: quantity,
          weight: Math.round(weight * 100) / 100,
          cubicVolume: Math.round(volume * 100) / 100,
        });
      }),
    );
  });

  it('never decrease when a line item is added', () => {
    fc.assert(
      fc.property(items, item, (list, extra) => {
        const before = freightTotals(list.map((m) => typed(m)), 1);
        const after = freightTotals([...list, extra].map((m) => typed(m)), 1);
        expect(after.cubicVolume).toBeGreaterThanOrEqual(before.cubicVolume);
        expect(after.weight).toBeGreaterThan(before.weight);
        expect(after.items).toBe(before.items + extra.quantity);
      }),
    );
  });

  it('make the cubic volume NaN when any dimension or quantity is missing', () => {
    const field = fc.constantFrom('quantity', 'length', 'width', 'height' as const);
    fc.assert(
      fc.property(items, fc.nat(), field, fc.constantFrom('', '  ', 'abc'), (list, at, name, missing) => {
        const typedList = list.map((m) => typed(m));
        const i = at % typedList.length;
        typedList[i] = { ...(typedList[i] as MeasuredItem), [name]: missing };
        expect(cubicVolume(typedList, 1)).toBeNaN();
        expect(freightTotals(typedList, 1).weight).not.toBeNaN();
      }),
    );
  });
});
