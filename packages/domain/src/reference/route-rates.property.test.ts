import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RateOption } from '../api/reference';
import { ratesForRoute } from './route-rates';

// ratesForRoute as properties over random rate cards and nearest-first depot lists.

const depot: fc.Arbitrary<string> = fc.constantFrom('BNE', 'OOL', 'SYD', 'NTL', 'MEL');
const rate: fc.Arbitrary<RateOption> = fc.record({
  depotFrom: depot,
  depotTo: depot,
  freight: fc.constantFrom('General', 'Chiller', 'Pallets'),
  default: fc.boolean(),
  pickupAllowed: fc.boolean(),
  deliveryAllowed: fc.boolean(),
  card: fc.constantFrom('customer' as const, 'general' as const),
});
const depots = fc.uniqueArray(depot, { maxLength: 3 });
const input = fc.tuple(fc.array(rate, { maxLength: 40 }), depots, depots);

const pairs = (from: readonly string[], to: readonly string[]) => from.flatMap((f) => to.map((t) => [f, t] as const));

describe('ratesForRoute properties', () => {
  it('is null exactly when no rate joins a sender depot to a receiver depot', () => {
    fc.assert(
      fc.property(input, ([rates, from, to]) => {
        const any = rates.some((r) => from.includes(r.depotFrom) && to.includes(r.depotTo));
        expect(ratesForRoute(rates, from, to) === null).toBe(!any);
      }),
    );
  });

  it('answers rates of one pair and one card, the General card only when the customer card has none', () => {
    fc.assert(
      fc.property(input, ([rates, from, to]) => {
        const route = ratesForRoute(rates, from, to);
        if (!route) return;
        const card = route.generalRate ? 'general' : 'customer';
        for (const r of route.rates) expect([r.depotFrom, r.depotTo, r.card]).toEqual([route.depotFrom, route.depotTo, card]);
        const customerAny = rates.some((r) => r.card === 'customer' && from.includes(r.depotFrom) && to.includes(r.depotTo));
        expect(route.generalRate).toBe(!customerAny);
      }),
    );
  });

  it('takes the first pair with rates in nearest-first order', () => {
    fc.assert(
      fc.property(input, ([rates, from, to]) => {
        const route = ratesForRoute(rates, from, to);
        if (!route) return;
        const card = route.generalRate ? 'general' : 'customer';
        const first = pairs(from, to).find(([f, t]) => rates.some((r) => r.card === card && r.depotFrom === f && r.depotTo === t));
        expect(first).toEqual([route.depotFrom, route.depotTo]);
      }),
    );
  });

  it('keeps, per freight type, only non-default rates when the pair has any', () => {
    fc.assert(
      fc.property(input, ([rates, from, to]) => {
        const route = ratesForRoute(rates, from, to);
        if (!route) return;
        const card = route.generalRate ? 'general' : 'customer';
        const all = rates.filter((r) => r.card === card && r.depotFrom === route.depotFrom && r.depotTo === route.depotTo);
        const expected = all.filter((r) => !r.default || !all.some((o) => o.freight === r.freight && !o.default));
        expect(route.rates).toEqual(expected);
      }),
    );
  });
});
