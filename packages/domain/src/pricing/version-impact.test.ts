import { describe, expect, it } from 'vitest';
import { pricingCard, type PricingCard } from './card-pricing';
import type { PricedItem } from './price-quote';
import type { RateLane } from './rate-lane';
import { changePercent, IMPACT_LANES, IMPACT_MESSAGES, impactRepricer, impactTally, pricedByGeneral, repricedCents, type ImpactSides, type StoredConsignment } from './version-impact';

// The cost of a change, worked by hand: a consignment priced under two pairs of cards, and the
// totals kept per customer and lane.

const CHARGES = { pickup: 20, delivery: 25, forklift: 40, dangerousGoods: 50 };

const lane = (over: Partial<RateLane> = {}): RateLane => ({
  depotFrom: 'BNE',
  depotTo: 'SYD',
  freightType: 'General',
  isDefault: true,
  pickupAllowed: true,
  deliveryAllowed: true,
  basicCharge: 10,
  ratePerKg: 0.5,
  minimumCharge: 0,
  cubicConversion: 250,
  breaks: null,
  ...over,
});

const card = (id: number, companyId: number | null, lanes: RateLane[], ppi: [number, number][] = []): PricingCard =>
  pricingCard({ id, companyId, label: `v${id}`, effectiveFrom: '2026-01-01' }, lanes, companyId === null ? CHARGES : null, new Map(ppi));

const item = (over: Partial<PricedItem> = {}): PricedItem => ({ quantity: '2', unitWeight: '50', length: '0.1', width: '0.1', height: '0.1', ppi: 0, ...over });

const consignment = (over: Partial<StoredConsignment> = {}): StoredConsignment => ({
  companyId: 7,
  depotFrom: 'BNE',
  depotTo: 'SYD',
  freightType: 'General',
  items: [item()],
  pickupRequired: 2,
  deliveryRequired: 1,
  dangerousGoods: false,
  ...over,
});

const terms = { dimensionFactor: 1, ppiOnly: false, fuelLevyPercent: 10 };
const general = card(1, null, [lane(), lane({ depotTo: 'MEL', basicCharge: 20 }), lane({ freightType: 'Satchel' })], [[5, 12]]);

describe('repricedCents', () => {
  it('prices as a quote: freight, the card’s services, the levy', () => {
    // 100 kg x 0.50 + 10 = 60; pickup 20 (General's charges); 80 + 10% = 88.00.
    expect(repricedCents({ customer: undefined, general }, consignment(), terms)).toBe(8800);
  });

  it('prices on the customer’s lane, with the General card’s charges when its own are null', () => {
    const own = card(2, 7, [lane({ ratePerKg: 0.4 })]);
    // 100 x 0.40 + 10 = 50; pickup 20; 70 + 10% = 77.00.
    expect(repricedCents({ customer: own, general }, consignment(), terms)).toBe(7700);
  });

  it('falls back to General where the customer’s card has no lane between the depots', () => {
    const own = card(2, 7, [lane({ depotTo: 'MEL', ratePerKg: 0.1 })]);
    expect(repricedCents({ customer: own, general }, consignment(), terms)).toBe(8800);
  });

  it('prices nothing where the customer’s lane lacks the freight type, and where no card has the route', () => {
    const own = card(2, 7, [lane({ freightType: 'Chiller' })]);
    expect(repricedCents({ customer: own, general }, consignment(), terms)).toBeNull();
    expect(repricedCents({ customer: undefined, general }, consignment({ depotTo: 'PER' }), terms)).toBeNull();
  });

  it('prices per item from the prices per item, and nothing for an entry without one', () => {
    const perItem = consignment({ freightType: 'Satchel', items: [item({ quantity: '3', ppi: 5 })], pickupRequired: 1 });
    // 10 + 3 x 12 = 46; + 10% = 50.60.
    expect(repricedCents({ customer: undefined, general }, perItem, { ...terms, ppiOnly: true })).toBe(5060);
    expect(repricedCents({ customer: undefined, general }, { ...perItem, items: [item({ ppi: 6 })] }, { ...terms, ppiOnly: true })).toBeNull();
  });
});

describe('pricedByGeneral', () => {
  it('is true without a card, or where the card lacks the depot pair; false where the card has it, whatever the type', () => {
    expect(pricedByGeneral(undefined, consignment())).toBe(true);
    expect(pricedByGeneral(card(2, 7, [lane({ depotTo: 'MEL' })]), consignment())).toBe(true);
    expect(pricedByGeneral(card(2, 7, [lane({ freightType: 'Chiller' })]), consignment())).toBe(false);
  });
});

describe('impactRepricer', () => {
  const own = card(2, 7, [lane({ ratePerKg: 0.4 })]);
  const dearerGeneral = card(3, null, [lane({ ratePerKg: 0.6 }), lane({ depotTo: 'MEL', basicCharge: 20, ratePerKg: 0.6 })]);
  // Company 7 has a card with BNE to SYD; company 8 has none.
  const sidesOf = (companyId: number): ImpactSides => {
    const customer = companyId === 7 ? own : undefined;
    return { before: { customer, general }, after: { customer, general: dearerGeneral } };
  };

  it("prices, for a General version, only what General prices today, each company's route under its own cards", () => {
    const reprice = impactRepricer(sidesOf, true);
    expect(reprice(consignment(), terms)).toBeNull();
    // General's 0.50 a kg before, 0.60 after: (10 + 50) + 20 = 80 + 10% = 88.00; (10 + 60) + 20 = 90 + 10% = 99.00.
    expect(reprice(consignment({ companyId: 8 }), terms)).toEqual({ before: 8800, after: 9900 });
    expect(reprice(consignment({ companyId: 7, depotTo: 'MEL' }), terms)).toEqual({ before: 9900, after: 11_000 });
    // The second consignment of a route is priced on the rates chosen for the first, with its own items.
    // 200 kg: (10 + 100) + 20 = 130 + 10% = 143.00; (10 + 120) + 20 = 150 + 10% = 165.00.
    expect(reprice(consignment({ companyId: 8, items: [item({ quantity: '4' })] }), terms)).toEqual({ before: 14_300, after: 16_500 });
  });

  it("prices every consignment of a customer's version, each side null where it has no rate", () => {
    // After: the customer's new card, and a General card without Melbourne.
    const bneSydOnly = card(5, null, [lane()]);
    const reprice = impactRepricer((companyId) => ({ before: { customer: undefined, general }, after: { customer: card(4, companyId, [lane({ ratePerKg: 0.4 })]), general: bneSydOnly } }), false);
    expect(reprice(consignment(), terms)).toEqual({ before: 8800, after: 7700 });
    expect(reprice(consignment({ depotTo: 'MEL' }), terms)).toEqual({ before: 9900, after: null });
  });
});

describe('impactTally', () => {
  it('totals per customer and lane in cents, the largest change first, and counts the unpriced apart', () => {
    const tally = impactTally();
    tally.add(consignment(), 10_000, 11_000);
    tally.add(consignment(), 5_000, 5_500);
    tally.add(consignment({ companyId: 8, depotTo: 'MEL' }), 20_000, 19_000);
    tally.add(consignment({ companyId: 9, freightType: 'Chiller' }), 3_333, 3_333);
    tally.add(consignment({ companyId: 9 }), null, 100);
    expect(tally.consignments).toBe(4);
    expect(tally.unpriced).toBe(1);
    const names = new Map([
      [7, 'Acme'],
      [8, 'Coastal'],
      [9, 'Zed'],
    ]);
    expect(tally.customers((id) => names.get(id)!)).toEqual([
      { companyId: 7, name: 'Acme', consignments: 2, before: 150, after: 165, changePercent: 10 },
      { companyId: 8, name: 'Coastal', consignments: 1, before: 200, after: 190, changePercent: -5 },
      { companyId: 9, name: 'Zed', consignments: 1, before: 33.33, after: 33.33, changePercent: 0 },
    ]);
    expect(tally.lanes().map((l) => [l.depotFrom, l.depotTo, l.freightType, l.consignments, l.change, l.changePercent])).toEqual([
      ['BNE', 'SYD', 'General', 2, 15, 10],
      ['BNE', 'MEL', 'General', 1, -10, -5],
      ['BNE', 'SYD', 'Chiller', 1, 0, 0],
    ]);
  });

  it(`lists the ${IMPACT_LANES} lanes that move the most`, () => {
    const tally = impactTally();
    for (let i = 1; i <= 15; i++) tally.add(consignment({ depotTo: `D${String(i).padStart(2, '0')}` }), 1_000, 1_000 + i * 10);
    const lanes = tally.lanes();
    expect(lanes).toHaveLength(IMPACT_LANES);
    expect(lanes[0]).toMatchObject({ depotTo: 'D15', before: 10, after: 11.5, change: 1.5, changePercent: 15 });
    expect(lanes.at(-1)).toMatchObject({ depotTo: 'D06' });
  });
});

describe('changePercent and the sentences', () => {
  it('is one decimal, 0 when before is 0', () => {
    expect(changePercent(300, 310)).toBe(3.3);
    expect(changePercent(0, 50)).toBe(0);
  });

  it('names the versions compared and the levy both sides use', () => {
    const levy = { month: '2026-03', percent: 12.5 };
    expect(IMPACT_MESSAGES.comparedWithCustomer('Acme', { id: 3, label: 'Opening tariff' }, { id: 1, label: 'Opening tariff' }, levy)).toBe(
      "Acme's card in force today (version 3, Opening tariff), with the General card in force today (version 1, Opening tariff) where the card has no lane. " +
        "Both sides use today's fuel levy (12.5% for 2026-03), so only the rates' change shows.",
    );
    expect(IMPACT_MESSAGES.comparedWithCustomer('Acme', null, { id: 1, label: '' }, levy)).toMatch(/^Acme has no card in force today, so the General card alone, with/);
    expect(IMPACT_MESSAGES.comparedWithGeneral({ id: 1, label: 'Opening tariff' }, levy)).toMatch(/^The General card in force today \(version 1, Opening tariff\), on the consignments it prices today/);
    expect(IMPACT_MESSAGES.notStudied(4, 'in force')).toBe('Version 4 is in force: the cost of a change is worked out for a draft or a scheduled version, before it takes effect.');
  });
});
