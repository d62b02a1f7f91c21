import { describe, expect, it } from 'vitest';
import { pricingCard, type PricingCard } from './card-pricing';
import { PRICE_CHECK_MESSAGES as M, priceCheckSides, type PriceCheckRequest } from './price-check';
import type { RateLane } from './rate-lane';

// The price check's two sides, and why a customer's quote falls back to General or finds no price.

const CHARGES = { pickup: 20, delivery: 25, forklift: 40, dangerousGoods: 50 };

const lane = (over: Partial<RateLane> = {}): RateLane => ({
  depotFrom: 'BNE',
  depotTo: 'SYD',
  freightType: 'General',
  isDefault: true,
  pickupAllowed: true,
  deliveryAllowed: true,
  basicCharge: 0,
  ratePerKg: 0.5,
  minimumCharge: 0,
  cubicConversion: 250,
  breaks: null,
  ...over,
});

const card = (id: number, companyId: number | null, lanes: RateLane[], charges = companyId === null ? CHARGES : null): PricingCard =>
  pricingCard({ id, companyId, label: `v${id}`, effectiveFrom: '2026-01-01' }, lanes, charges, new Map());

const request = (over: Partial<PriceCheckRequest> = {}): PriceCheckRequest => ({
  day: '2026-03-02',
  fromDepots: ['BNE', 'OOL'],
  toDepots: ['SYD'],
  freightType: 'General',
  ppiOnly: false,
  items: [{ quantity: '1', unitWeight: '540', length: '10', width: '10', height: '10', ppi: 0 }],
  dimensionFactor: 100,
  pickupRequired: 1,
  deliveryRequired: 1,
  dangerousGoods: false,
  fuelLevyPercent: 0,
  ...over,
});

/** The worked example: cumulative 0-500 at 0.50, 501-600 at 0.45, 601-700 at 0.40. */
const CUMULATIVE = lane({
  breaks: {
    method: 'cumulative',
    bands: [
      { fromKg: 0, toKg: 500, ratePerKg: 0.5 },
      { fromKg: 501, toKg: 600, ratePerKg: 0.45 },
      { fromKg: 601, toKg: 700, ratePerKg: 0.4 },
    ],
  },
});

const general = card(1, null, [lane()]);

describe('priceCheckSides', () => {
  it('prices both sides on their own lanes; the customer’s quote is the customer’s', () => {
    const own = card(2, 7, [CUMULATIVE]);
    const sides = priceCheckSides({ name: 'Acme', card: own }, general, request());
    expect(sides.quotedBy).toBe('customer');
    expect(sides.customer).toMatchObject({ versionId: 2, note: '', lane: { depotFrom: 'BNE', depotTo: 'SYD', breaks: CUMULATIVE.breaks } });
    // 500 x 0.50 + 40 x 0.45 = 268.00.
    expect(sides.customer?.breakdown).toMatchObject({ card: 'customer', chargeableWeight: 540, freightCharge: 268, total: 268 });
    expect(sides.general).toMatchObject({ versionId: 1, note: '', breakdown: { card: 'general', freightCharge: 270, total: 270 } });
    // 630 kg: 250 + 45 + 30 x 0.40 = 307.00.
    const heavier = priceCheckSides({ name: 'Acme', card: own }, general, request({ items: [{ ...request().items[0]!, unitWeight: '630' }] }));
    expect(heavier.customer?.breakdown?.total).toBe(307);
  });

  it('charges services with the General card’s charges when the customer’s version leaves them to it, and its own otherwise', () => {
    const services = request({ pickupRequired: 2, dangerousGoods: true });
    expect(priceCheckSides({ name: 'Acme', card: card(2, 7, [lane()]) }, general, services).customer?.breakdown).toMatchObject({ pickupCharge: 20, dangerousGoodsCharge: 50 });
    const own = card(2, 7, [lane()], { pickup: 5, delivery: 5, forklift: 5, dangerousGoods: 5 });
    expect(priceCheckSides({ name: 'Acme', card: own }, general, services).customer?.breakdown).toMatchObject({ pickupCharge: 5, dangerousGoodsCharge: 5 });
  });

  it('falls back to General when the customer has no card that day', () => {
    const sides = priceCheckSides({ name: 'Acme', card: undefined }, general, request());
    expect(sides.customer).toEqual({ versionId: null, breakdown: null, lane: null, note: M.noCustomerCard('Acme', '2026-03-02') });
    expect(sides.quotedBy).toBe('general');
  });

  it('falls back to General when the customer’s card has no lane between the route’s depots', () => {
    const sides = priceCheckSides({ name: 'Acme', card: card(2, 7, [lane({ depotTo: 'MEL' })]) }, general, request());
    expect(sides.customer).toMatchObject({ versionId: 2, breakdown: null, note: M.noCustomerLane('Acme', 'BNE, OOL', 'SYD') });
    expect(sides.quotedBy).toBe('general');
  });

  it('prices nothing when the customer’s lane lacks the freight type: the General card is not asked', () => {
    const sides = priceCheckSides({ name: 'Acme', card: card(2, 7, [lane({ depotFrom: 'OOL', freightType: 'Chiller' })]) }, general, request());
    expect(sides.customer?.note).toBe(M.customerLacksType('Acme', 'OOL', 'SYD', 'General'));
    expect(sides.general.breakdown).not.toBeNull();
    expect(sides.quotedBy).toBeNull();
  });

  it('says why General has no price: no pair, no freight type, no version', () => {
    expect(priceCheckSides(null, general, request({ toDepots: ['PER'] }))).toMatchObject({ customer: null, general: { note: M.cannotShip, breakdown: null }, quotedBy: null });
    expect(priceCheckSides(null, general, request({ freightType: 'Chiller' })).general.note).toBe(M.generalLacksType('BNE', 'SYD', 'Chiller'));
    expect(priceCheckSides(null, undefined, request()).general).toEqual({ versionId: null, breakdown: null, lane: null, note: M.noGeneralCard('2026-03-02') });
    expect(priceCheckSides(null, general, request()).quotedBy).toBe('general');
  });

  it('prices per item from the card’s prices, and says so when an entry has none', () => {
    const perItem = card(1, null, [lane({ freightType: 'Satchel', basicCharge: 3 })]);
    const withPrice = pricingCard(perItem.version, perItem.rates.map(() => lane({ freightType: 'Satchel', basicCharge: 3 })), CHARGES, new Map([[9, 4.5]]));
    const satchels = request({ freightType: 'Satchel', ppiOnly: true, items: [{ quantity: '2', unitWeight: '1', length: '1', width: '1', height: '1', ppi: 9 }] });
    expect(priceCheckSides(null, withPrice, satchels).general.breakdown?.total).toBe(12);
    expect(priceCheckSides(null, perItem, satchels).general).toMatchObject({ breakdown: null, note: M.noPpiPrice('General') });
  });
});
