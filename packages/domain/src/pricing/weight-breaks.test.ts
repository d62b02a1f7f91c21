import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceQuote, type PriceInput, type RatePrices } from './price-quote';
import { bandsError, breakCharge, type WeightBand, type WeightBreaks } from './weight-breaks';

// Issue 27's worked example and the edges of weight breaks, figures checked by hand.

/** 0-500 kg at 0.50, 501-600 at 0.45, 601-700 at 0.40 a kg. */
const BANDS: WeightBand[] = [
  { fromKg: 0, toKg: 500, ratePerKg: 0.5 },
  { fromKg: 501, toKg: 600, ratePerKg: 0.45 },
  { fromKg: 601, toKg: 700, ratePerKg: 0.4 },
];
const cumulative: WeightBreaks = { method: 'cumulative', bands: BANDS };
const breaks: WeightBreaks = { method: 'break', bands: BANDS };

describe("cumulative pricing: each band's kilograms at that band's rate", () => {
  it('prices the worked example: 540 kg = 268.00 and 630 kg = 307.00', () => {
    // 500 x 0.50 + 40 x 0.45 = 250 + 18
    expect(breakCharge(cumulative, 540)).toBe(268);
    // 500 x 0.50 + 100 x 0.45 + 30 x 0.40 = 250 + 45 + 12
    expect(breakCharge(cumulative, 630)).toBe(307);
  });

  it("takes a band's end into that band, and the kilogram after it into the next", () => {
    expect(breakCharge(cumulative, 500)).toBe(250);
    // 500.5: half a kilogram in the second band, 0.225, rounded to cents.
    expect(breakCharge(cumulative, 500.5)).toBe(250.23);
    expect(breakCharge(cumulative, 600)).toBe(295);
  });

  it("charges weight beyond the last band at the last band's rate", () => {
    // 250 + 45 + 100 x 0.40 in the last band + 100 x 0.40 beyond it
    expect(breakCharge(cumulative, 800)).toBe(375);
  });

  it('never charges a heavier consignment less', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 2000, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), (w, more) => breakCharge(cumulative, w + more) >= breakCharge(cumulative, w)));
  });
});

describe('break pricing: the whole weight at the rate of its band', () => {
  it('prices 540 kg all at 0.45 and 630 kg all at 0.40', () => {
    expect(breakCharge(breaks, 540)).toBe(243);
    expect(breakCharge(breaks, 630)).toBe(252);
  });

  it("prices a band's last kilogram at that band's rate", () => {
    expect(breakCharge(breaks, 500)).toBe(250);
    expect(breakCharge(breaks, 600)).toBe(270);
  });

  it('prices beyond the last band at its rate, and an open-ended last band likewise', () => {
    expect(breakCharge(breaks, 900)).toBe(360);
    expect(breakCharge({ method: 'break', bands: [{ fromKg: 0, toKg: null, ratePerKg: 0.3 }] }, 1000)).toBe(300);
  });
});

describe('a lane priced by breaks in the whole price', () => {
  const lane: RatePrices = { basicCharge: 0, ratePerKg: 0.99, minimumCharge: 0, cubicConversion: 250, breaks: cumulative };
  const input = (unitWeight: string, over: Partial<RatePrices> = {}): PriceInput => ({
    card: 'general',
    rate: { ...lane, ...over },
    ppiPrices: null,
    items: [{ quantity: '1', unitWeight, length: '10', width: '10', height: '10', ppi: 0 }],
    dimensionFactor: 100,
    pickupRequired: 1,
    deliveryRequired: 1,
    dangerousGoods: false,
    charges: { pickup: 22.5, delivery: 22.5, forklift: 40, dangerousGoods: 55 },
    fuelLevyPercent: 0,
  });

  it('uses the breaks in place of the rate per kg: 540 kg is 268.00', () => {
    expect(priceQuote(input('540')).total).toBe(268);
  });

  it('adds the basic charge and still applies the minimum', () => {
    expect(priceQuote(input('540', { basicCharge: 10 })).total).toBe(278);
    const small = priceQuote(input('10', { minimumCharge: 40 }));
    expect(small.freightCharge).toBe(40);
    expect(small.minimumApplied).toBe(true);
  });

  it('prices the cubic weight when it is more than the dead weight', () => {
    // 1 m x 1 m x 2.16 m = 2.16 m³ x 250 = 540 kg chargeable.
    const bulky = priceQuote({ ...input('100'), items: [{ quantity: '1', unitWeight: '100', length: '100', width: '100', height: '216', ppi: 0 }] });
    expect(bulky.chargeableWeight).toBe(540);
    expect(bulky.total).toBe(268);
  });
});

describe('bandsError', () => {
  it('accepts bands published as 0-500, 501-600 and as 0-500, 500-600', () => {
    expect(bandsError(BANDS)).toBe('');
    expect(bandsError([{ fromKg: 0, toKg: 500, ratePerKg: 0.5 }, { fromKg: 500, toKg: null, ratePerKg: 0.4 }])).toBe('');
  });

  it('names overlapping bands, a gap, a wrong start, a negative rate and an empty list', () => {
    expect(bandsError([BANDS[0]!, { fromKg: 450, toKg: 600, ratePerKg: 0.45 }])).toBe('Bands 1 and 2 overlap: band 2 starts at 450 kg, before band 1 ends (500 kg).');
    expect(bandsError([BANDS[0]!, { fromKg: 550, toKg: 600, ratePerKg: 0.45 }])).toBe('Between bands 1 and 2 there is a gap: 500 kg to 550 kg is in neither.');
    expect(bandsError([{ fromKg: 10, toKg: 500, ratePerKg: 0.5 }])).toBe('Band 1 starts at 10 kg: the first band starts at 0 kg.');
    expect(bandsError([{ fromKg: 0, toKg: 500, ratePerKg: -0.5 }])).toBe('Band 1 has a negative rate per kg.');
    expect(bandsError([{ fromKg: 0, toKg: 0, ratePerKg: 0.5 }])).toBe('Band 1 ends at 0 kg, not after it starts (0 kg).');
    expect(bandsError([{ fromKg: 0, toKg: null, ratePerKg: 0.5 }, { fromKg: 501, toKg: 600, ratePerKg: 0.4 }])).toBe('Band 1 has no end, so band 2 cannot follow it.');
    expect(bandsError([])).toBe('Weight breaks need at least one band.');
  });
});
