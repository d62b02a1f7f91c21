import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServiceValue } from '../booking/booking';
import type { RateOption } from '../api/reference';
import { ratesForRoute } from '../reference/route-rates';
import { priceQuote, type PriceInput, type PricedItem, type RatePrices, type ServiceCharges } from './price-quote';

// Worked examples of DESIGN.md's pricing model, each figure checked by hand in the comments.

const CHARGES: ServiceCharges = { pickup: 22.5, delivery: 22.5, forklift: 40, dangerousGoods: 55 };
const LOCAL: RatePrices = { basicCharge: 18, ratePerKg: 0.09, minimumCharge: 30, cubicConversion: 250 };
/** The General card's Brisbane to Sydney road rate (migration 0005). */
const BNE_SYD: RatePrices = { basicCharge: 26.79, ratePerKg: 0.3244, minimumCharge: 48.31, cubicConversion: 250 };

const item = (over: Partial<PricedItem> = {}): PricedItem => ({
  quantity: '1',
  unitWeight: '10',
  length: '0.2',
  width: '0.2',
  height: '0.2',
  ppi: 0,
  ...over,
});

const input = (over: Partial<PriceInput> = {}): PriceInput => ({
  card: 'customer',
  rate: LOCAL,
  ppiPrices: null,
  items: [item()],
  dimensionFactor: 1,
  pickupRequired: 1,
  deliveryRequired: 1,
  dangerousGoods: false,
  charges: CHARGES,
  fuelLevyPercent: 0,
  ...over,
});

describe('priceQuote (DESIGN.md pricing model)', () => {
  it('charges the minimum when basic + per kg comes to less', () => {
    // 10 kg dead, 0.008 m³ rounds to 0.01 m³ = 2.5 kg: chargeable 10 kg; 18 + 0.9 = 18.90 < 30.
    expect(priceQuote(input())).toEqual({
      card: 'customer',
      deadWeight: 10,
      cubicVolume: 0.01,
      chargeableWeight: 10,
      freightCharge: 30,
      minimumApplied: true,
      pickupCharge: 0,
      deliveryCharge: 0,
      dangerousGoodsCharge: 0,
      fuelLevyPercent: 0,
      fuelLevy: 0,
      total: 30,
    });
  });

  it('prices the cubic weight when it is more than the dead weight, then services, DG and the levy', () => {
    // 2 items of 20 kg, 1.0 x 0.8 x 0.5 m: 40 kg dead, 0.8 m³ x 250 = 200 kg chargeable.
    // Freight 26.79 + 0.3244 x 200 = 91.67. Pickup required 22.50; delivery with forklift
    // 22.50 + 40 = 62.50; dangerous goods 55. Subtotal 231.67; levy 18.9% = 43.7856 -> 43.79.
    const breakdown = priceQuote(
      input({
        rate: BNE_SYD,
        items: [item({ quantity: '2', unitWeight: '20', length: '1.0', width: '0.8', height: '0.5' })],
        pickupRequired: 2,
        deliveryRequired: 3,
        dangerousGoods: true,
        fuelLevyPercent: 18.9,
      }),
    );
    expect(breakdown).toMatchObject({
      deadWeight: 40,
      cubicVolume: 0.8,
      chargeableWeight: 200,
      freightCharge: 91.67,
      minimumApplied: false,
      pickupCharge: 22.5,
      deliveryCharge: 62.5,
      dangerousGoodsCharge: 55,
      fuelLevy: 43.79,
      total: 275.46,
    });
  });

  it('prices the dead weight when it is more than the cubic weight', () => {
    // 3 x 120 kg in 0.5 x 0.5 x 0.5 m: 360 kg dead against 0.38 m³ x 250 = 95 kg.
    // 26.79 + 0.3244 x 360 = 143.574 -> 143.57.
    const breakdown = priceQuote(input({ rate: BNE_SYD, items: [item({ quantity: '3', unitWeight: '120', length: '0.5', width: '0.5', height: '0.5' })] }));
    expect(breakdown).toMatchObject({ deadWeight: 360, cubicVolume: 0.38, chargeableWeight: 360, freightCharge: 143.57, total: 143.57 });
  });

  it('adds the line items up, dimensions in centimetres with factor 100', () => {
    // 50 x 40 x 30 cm = 0.06 m³ each: 2 of them and 1 of 100 x 100 x 100 cm = 1.12 m³ -> 280 kg.
    const breakdown = priceQuote(
      input({
        rate: BNE_SYD,
        dimensionFactor: 100,
        items: [
          item({ quantity: '2', unitWeight: '5', length: '50', width: '40', height: '30' }),
          item({ quantity: '1', unitWeight: '30', length: '100', width: '100', height: '100' }),
        ],
      }),
    );
    // 26.79 + 0.3244 x 280 = 117.622 -> 117.62.
    expect(breakdown).toMatchObject({ deadWeight: 40, cubicVolume: 1.12, chargeableWeight: 280, freightCharge: 117.62 });
  });

  it('prices a per-item type by the sum of quantity x entry price, not by weight', () => {
    // Line haul 105 + 2 x 85 (standard) + 1 x 55 (half) = 330; levy 20% = 66.
    const breakdown = priceQuote(
      input({
        rate: { basicCharge: 105, ratePerKg: 0, minimumCharge: 0, cubicConversion: 250 },
        ppiPrices: new Map([
          [1, 85],
          [2, 55],
        ]),
        items: [item({ quantity: '2', unitWeight: '400', ppi: 1 }), item({ quantity: '1', unitWeight: '250', ppi: 2 })],
        fuelLevyPercent: 20,
      }),
    );
    expect(breakdown).toMatchObject({ chargeableWeight: 0, freightCharge: 330, minimumApplied: false, fuelLevy: 66, total: 396 });
  });

  it('falls back to the General card when the customer has no rate for the route', () => {
    type Priced = RateOption & { prices: RatePrices };
    const rate = (card: RateOption['card'], depotTo: string, prices: RatePrices): Priced => ({
      depotFrom: 'BNE',
      depotTo,
      freight: 'General',
      default: true,
      pickupAllowed: true,
      deliveryAllowed: true,
      card,
      prices,
    });
    const BNE_PER: RatePrices = { basicCharge: 61.27, ratePerKg: 1.2438, minimumCharge: 120.14, cubicConversion: 250 };
    const customerBneSyd: RatePrices = { basicCharge: 23.58, ratePerKg: 0.2855, minimumCharge: 42.51, cubicConversion: 250 };
    const rates = [rate('customer', 'SYD', customerBneSyd), rate('general', 'SYD', BNE_SYD), rate('general', 'PER', BNE_PER)];
    const priced = (to: string) => {
      const route = ratesForRoute(rates, ['BNE', 'OOL'], [to])!;
      const chosen = route.rates[0]!;
      return { general: route.generalRate, breakdown: priceQuote(input({ card: chosen.card, rate: chosen.prices, items: [item({ unitWeight: '100' })] })) };
    };
    // Brisbane to Sydney: the customer's card, 23.58 + 0.2855 x 100 = 52.13.
    expect(priced('SYD')).toEqual({ general: false, breakdown: expect.objectContaining({ card: 'customer', freightCharge: 52.13 }) });
    // Brisbane to Perth: no customer rate, so the General card: 61.27 + 1.2438 x 100 = 185.65.
    expect(priced('PER')).toEqual({ general: true, breakdown: expect.objectContaining({ card: 'general', freightCharge: 185.65 }) });
  });

  it('refuses a per-item line without a priced entry (the server checks entries first)', () => {
    expect(() => priceQuote(input({ ppiPrices: new Map([[1, 85]]), items: [item({ ppi: 9 })] }))).toThrow();
  });

  it('rounds the levy to cents on the whole subtotal', () => {
    // 30.00 minimum + 22.50 pickup = 52.50; 17.3% = 9.0825 -> 9.08; total 61.58.
    expect(priceQuote(input({ pickupRequired: 2, fuelLevyPercent: 17.3 }))).toMatchObject({ fuelLevy: 9.08, total: 61.58 });
  });

  it('adds up to its parts for any weights, services and levy', () => {
    const service = fc.constantFrom<ServiceValue>(1, 2, 3);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 800_000 }),
        service,
        service,
        fc.boolean(),
        fc.integer({ min: 0, max: 400 }),
        (quantity, centiKg, pickup, delivery, dg, levyTenths) => {
          const b = priceQuote(
            input({
              rate: BNE_SYD,
              items: [item({ quantity: String(quantity), unitWeight: (centiKg / 100).toFixed(2) })],
              pickupRequired: pickup,
              deliveryRequired: delivery,
              dangerousGoods: dg,
              fuelLevyPercent: levyTenths / 10,
            }),
          );
          const cents = (n: number) => Math.round(n * 100);
          const parts = [b.freightCharge, b.pickupCharge, b.deliveryCharge, b.dangerousGoodsCharge, b.fuelLevy];
          expect(cents(b.total)).toBe(parts.reduce((sum, n) => sum + cents(n), 0));
          expect(b.freightCharge).toBeGreaterThanOrEqual(BNE_SYD.minimumCharge);
          expect(b.chargeableWeight).toBeGreaterThanOrEqual(b.deadWeight);
        },
      ),
    );
  });
});
