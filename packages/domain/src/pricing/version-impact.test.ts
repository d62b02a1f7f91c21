import { describe, expect, it } from 'vitest';
import { pricingCard, type PricingCard } from './card-pricing';
import type { PricedItem } from './price-quote';
import type { RateLane } from './rate-lane';
import { changePercent, IMPACT_LANES, IMPACT_MESSAGES, impactStudy, pricedByGeneral, repricedCents, type ImpactStudy, type StoredConsignment } from './version-impact';

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

describe('impactStudy', () => {
  const own = card(2, 7, [lane({ ratePerKg: 0.4 })]);
  const dearerGeneral = card(3, null, [lane({ ratePerKg: 0.6 }), lane({ depotTo: 'MEL', basicCharge: 20, ratePerKg: 0.6 })]);
  const names = new Map([
    [7, 'Acme'],
    [8, 'Coastal'],
    [9, 'Zed'],
  ]);
  const nameOf = (id: number) => names.get(id)!;
  /** Company 7 has a card with BNE to SYD; the others have none. */
  const study = (over: Partial<ImpactStudy> = {}) =>
    impactStudy({ changed: dearerGeneral, general, cardOf: (id) => (id === 7 ? own : undefined), fuelLevyPercent: 10, dimensionFactorOf: () => 1, ppiOnly: () => false, ...over });

  it("re-prices, for a General version, only what General prices today, each customer's route under its own cards", () => {
    const tally = study();
    // Acme's own lane: out of scope.
    tally.add(consignment());
    // General's 0.50 a kg before, 0.60 after: (10 + 50) + 20 = 80 + 10% = 88.00; (10 + 60) + 20 = 90 + 10% = 99.00.
    tally.add(consignment({ companyId: 8 }));
    // 200 kg on the same route, priced on the rates chosen for the first: 143.00 before, 165.00 after.
    tally.add(consignment({ companyId: 8, items: [item({ quantity: '4' })] }));
    // Acme to Melbourne, a lane its card lacks: (20 + 50) + 20 = 90 + 10% = 99.00; (20 + 60) + 20 = 100 + 10% = 110.00.
    tally.add(consignment({ companyId: 7, depotTo: 'MEL' }));
    // Zed's Chiller: no card has it, so neither side prices it.
    tally.add(consignment({ companyId: 9, freightType: 'Chiller' }));
    expect([tally.consignments, tally.unpriced]).toEqual([3, 1]);
    expect(tally.customers(nameOf)).toEqual([
      { companyId: 8, name: 'Coastal', consignments: 2, before: 231, after: 264, changePercent: 14.3 },
      { companyId: 7, name: 'Acme', consignments: 1, before: 99, after: 110, changePercent: 11.1 },
    ]);
    expect(tally.lanes()).toEqual([
      { depotFrom: 'BNE', depotTo: 'SYD', freightType: 'General', consignments: 2, before: 231, after: 264, change: 33, changePercent: 14.3 },
      { depotFrom: 'BNE', depotTo: 'MEL', freightType: 'General', consignments: 1, before: 99, after: 110, change: 11, changePercent: 11.1 },
    ]);
  });

  it("re-prices every consignment of a customer's version, its own card standing in, General still the fallback", () => {
    const cheaper = card(4, 7, [lane({ ratePerKg: 0.3 })]);
    const tally = study({ changed: cheaper, dimensionFactorOf: () => 100 });
    // 100 kg (dimensions in centimetres, so no cubic weight): 0.40 a kg today, 0.30 in the version: 77.00 and 66.00.
    tally.add(consignment());
    // Melbourne: General's on both sides.
    tally.add(consignment({ depotTo: 'MEL' }));
    expect(tally.customers(nameOf)).toEqual([{ companyId: 7, name: 'Acme', consignments: 2, before: 176, after: 165, changePercent: -6.3 }]);
    expect(tally.lanes().map((l) => [l.depotTo, l.change])).toEqual([
      ['SYD', -11],
      ['MEL', 0],
    ]);
  });

  it(`lists the ${IMPACT_LANES} lanes that move the most`, () => {
    const lanes = Array.from({ length: 15 }, (_, i) => lane({ depotTo: `D${String(i + 1).padStart(2, '0')}`, ratePerKg: 0.5 + (i + 1) / 100 }));
    const tally = study({ changed: card(5, null, lanes), general: card(1, null, lanes.map((l) => ({ ...l, ratePerKg: 0.5 }))) });
    for (let i = 1; i <= 15; i++) tally.add(consignment({ companyId: 8, depotTo: `D${String(i).padStart(2, '0')}` }));
    const listed = tally.lanes();
    expect(listed).toHaveLength(IMPACT_LANES);
    // 100 kg at 0.65 not 0.50: 15.00 more, + 10% = 16.50.
    expect(listed[0]).toMatchObject({ depotTo: 'D15', before: 88, after: 104.5, change: 16.5, changePercent: 18.8 });
    expect(listed.at(-1)).toMatchObject({ depotTo: 'D06' });
  });
});

describe('changePercent and the sentences', () => {
  it('is one decimal, 0 when before is 0', () => {
    expect(changePercent(300, 310)).toBe(3.3);
    expect(changePercent(0, 50)).toBe(0);
    // 6.25% either way.
    expect([changePercent(176, 187), changePercent(176, 165)]).toEqual([6.3, -6.3]);
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
