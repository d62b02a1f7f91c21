import type { ServiceValue } from '../booking/booking';
import type { ImpactCustomer, ImpactLane } from '../carrier/pricing-calls';
import type { VersionStatus } from './card-versions';
import { chargesFor, pairKey, ppiPricesFor, routeOnCards, type PricedRate, type PricingCard } from './card-pricing';
import { priceQuote, type PricedItem, type ServiceCharges } from './price-quote';

// What a change would cost (issue 27): a draft or scheduled version's prices against what is in
// force today, over the consignments of the last 90 days. Each consignment is priced twice, as
// a quote would be (the route rule of card-pricing.ts, priceQuote), with today's fuel levy on
// both sides, so only the rates' change shows; the totals are kept per customer and per lane as
// they come, so the server reads the consignments in chunks and keeps nothing else.

/** The days re-priced, today included. */
export const IMPACT_DAYS = 90;
/** The lanes listed: those whose totals move the most. */
export const IMPACT_LANES = 10;

/** A stored consignment as re-priced: its stored depots, its items' freight type and its services. */
export interface StoredConsignment {
  companyId: number;
  depotFrom: string;
  depotTo: string;
  /** The type of its items (the first item's). */
  freightType: string;
  items: readonly PricedItem[];
  pickupRequired: ServiceValue;
  deliveryRequired: ServiceValue;
  dangerousGoods: boolean;
}

/** The cards a consignment is priced under: the customer's own (if any), General the fallback. */
export interface CardPair {
  customer: PricingCard | undefined;
  general: PricingCard | undefined;
}

/** What a side prices with besides its cards: the same for before and after. */
export interface RepriceTerms {
  /** The company's dimension factor (1 metres, 100 centimetres). */
  dimensionFactor: number;
  ppiOnly: boolean;
  /** Today's, for both sides. */
  fuelLevyPercent: number;
}

/** The rate a route and freight type is priced by under the cards, with the charges and prices per item of its card. */
export interface ChosenRate {
  rate: PricedRate;
  charges: ServiceCharges;
  ppiPrices: ReadonlyMap<number, number>;
}

/** The rate the cards price a route by, as a quote on those depots would be (one-element depot lists); null when none. */
export function chosenRate(cards: CardPair, depotFrom: string, depotTo: string, freightType: string): ChosenRate | null {
  const route = routeOnCards(cards.customer, cards.general, [depotFrom], [depotTo]);
  const rate = route?.rates.find((r) => r.freight === freightType);
  if (!rate) return null;
  const card = rate.card === 'general' ? cards.general : cards.customer;
  return { rate, charges: chargesFor(card, cards.general), ppiPrices: ppiPricesFor(card, cards.general) };
}

/** The consignment's total in cents on the rate; null without a rate, or without a price for one of its price per item entries. */
export function centsOn(chosen: ChosenRate | null, consignment: StoredConsignment, terms: RepriceTerms): number | null {
  if (!chosen) return null;
  const ppiPrices = terms.ppiOnly ? chosen.ppiPrices : null;
  if (ppiPrices && consignment.items.some((item) => !ppiPrices.has(item.ppi))) return null;
  const breakdown = priceQuote({
    card: chosen.rate.card,
    rate: chosen.rate.prices,
    ppiPrices,
    items: consignment.items,
    dimensionFactor: terms.dimensionFactor,
    pickupRequired: consignment.pickupRequired,
    deliveryRequired: consignment.deliveryRequired,
    dangerousGoods: consignment.dangerousGoods,
    charges: chosen.charges,
    fuelLevyPercent: terms.fuelLevyPercent,
  });
  return Math.round(breakdown.total * 100);
}

/** The consignment's total in cents under the cards, priced as a quote on its stored depots; null when they cannot price it. */
export const repricedCents = (cards: CardPair, consignment: StoredConsignment, terms: RepriceTerms): number | null =>
  centsOn(chosenRate(cards, consignment.depotFrom, consignment.depotTo, consignment.freightType), consignment, terms);

/**
 * Whether the General card prices a consignment today, so a General version's change reaches
 * it: its customer has no card, or the card has no lane between its depots (a card with the
 * lane but not its freight type prices nothing, and the General card is not asked).
 */
export const pricedByGeneral = (customer: PricingCard | undefined, consignment: Pick<StoredConsignment, 'depotFrom' | 'depotTo'>): boolean =>
  !customer?.byPair.has(pairKey(consignment.depotFrom, consignment.depotTo));

/** (after - before) / before in percent, one decimal, halves away from 0 (a fall reads as a rise would); 0 when before is 0. */
export function changePercent(before: number, after: number): number {
  if (before === 0) return 0;
  const tenths = Math.round((Math.abs(after - before) / before) * 1000) / 10;
  return after < before ? -tenths : tenths;
}

interface Totals {
  consignments: number;
  /** Cents. */
  before: number;
  after: number;
}

type LaneTotals = Totals & Pick<ImpactLane, 'depotFrom' | 'depotTo' | 'freightType'>;

/** A route (depots and freight type) under one customer card, or none: its rates on both sides. */
interface Route {
  before: ChosenRate | null;
  after: ChosenRate | null;
  ppiOnly: boolean;
  lane: LaneTotals;
}

/** Maps within maps, so that no key is built for each consignment. */
type ByLane<V> = Map<string, Map<string, Map<string, V>>>;

/** The map by freight type of a depot pair, made on first use. */
function byTypeOf<V>(byLane: ByLane<V>, from: string, to: string): Map<string, V> {
  let byTo = byLane.get(from);
  if (!byTo) byLane.set(from, (byTo = new Map()));
  let byType = byTo.get(to);
  if (!byType) byTo.set(to, (byType = new Map()));
  return byType;
}

export interface ImpactStudy {
  /** The version studied: a customer's stands in for that customer's card, a General one for General. */
  changed: PricingCard;
  /** The General card in force today. */
  general: PricingCard | undefined;
  /** A customer's own card in force today. */
  cardOf: (companyId: number) => PricingCard | undefined;
  /** Today's, for both sides. */
  fuelLevyPercent: number;
  dimensionFactorOf: (companyId: number) => number;
  ppiOnly: (freightType: string) => boolean;
}

const NO_CARD = Symbol('no card');

function count(totals: Totals, before: number, after: number): void {
  totals.consignments += 1;
  totals.before += before;
  totals.after += after;
}
const dollars = (cents: number) => cents / 100;

function customerRows(customers: ReadonlyMap<number, Totals>, nameOf: (companyId: number) => string): ImpactCustomer[] {
  return [...customers]
    .map(([companyId, t]) => ({ companyId, name: nameOf(companyId), cents: t.after - t.before, t }))
    .sort((a, b) => Math.abs(b.cents) - Math.abs(a.cents) || a.name.localeCompare(b.name) || a.companyId - b.companyId)
    .map(({ companyId, name, t }) => ({
      companyId,
      name,
      consignments: t.consignments,
      before: dollars(t.before),
      after: dollars(t.after),
      changePercent: changePercent(t.before, t.after),
    }));
}

function topLanes(lanes: readonly LaneTotals[]): ImpactLane[] {
  return lanes
    .filter((lane) => lane.consignments > 0)
    .sort(
      (a, b) =>
        Math.abs(b.after - b.before) - Math.abs(a.after - a.before) ||
        a.depotFrom.localeCompare(b.depotFrom) ||
        a.depotTo.localeCompare(b.depotTo) ||
        a.freightType.localeCompare(b.freightType),
    )
    .slice(0, IMPACT_LANES)
    .map((lane) => ({
      depotFrom: lane.depotFrom,
      depotTo: lane.depotTo,
      freightType: lane.freightType,
      consignments: lane.consignments,
      before: dollars(lane.before),
      after: dollars(lane.after),
      change: dollars(lane.after - lane.before),
      changePercent: changePercent(lane.before, lane.after),
    }));
}

/**
 * The cost of a change, a consignment at a time: each priced before (today's cards) and after
 * (the version standing in), and the totals kept per customer and per lane. A General version
 * reaches only what the General card prices today. The rates of a route are chosen once per
 * customer card (customers without one share them) and nothing is allocated per consignment
 * but the price itself: 100,000 of them must not keep the collector busy.
 */
export function impactStudy(study: ImpactStudy) {
  const generalVersion = study.changed.version.companyId === null;
  const routes = new Map<PricingCard | typeof NO_CARD, ByLane<Route | null>>();
  const lanes: ByLane<LaneTotals> = new Map();
  const customers = new Map<number, Totals>();
  let consignments = 0;
  let unpriced = 0;
  const terms: RepriceTerms = { dimensionFactor: 1, ppiOnly: false, fuelLevyPercent: study.fuelLevyPercent };

  function newRoute(own: PricingCard | undefined, c: StoredConsignment): Route | null {
    if (generalVersion && own) {
      // The General card prices it only where the customer's card has no lane between its
      // depots, and then just as it prices a customer without a card: the same route, shared.
      return pricedByGeneral(own, c) ? routeIn(undefined, c) : null;
    }
    const before = { customer: own, general: study.general };
    const after = generalVersion ? { customer: own, general: study.changed } : { customer: study.changed, general: study.general };
    const laneTotals = byTypeOf(lanes, c.depotFrom, c.depotTo);
    let totals = laneTotals.get(c.freightType);
    if (!totals) laneTotals.set(c.freightType, (totals = { depotFrom: c.depotFrom, depotTo: c.depotTo, freightType: c.freightType, consignments: 0, before: 0, after: 0 }));
    return {
      before: chosenRate(before, c.depotFrom, c.depotTo, c.freightType),
      after: chosenRate(after, c.depotFrom, c.depotTo, c.freightType),
      ppiOnly: study.ppiOnly(c.freightType),
      lane: totals,
    };
  }

  /** The route of a consignment under a customer's card (or none), chosen on first use. */
  function routeIn(own: PricingCard | undefined, c: StoredConsignment): Route | null {
    let byLane = routes.get(own ?? NO_CARD);
    if (!byLane) routes.set(own ?? NO_CARD, (byLane = new Map()));
    const byType = byTypeOf(byLane, c.depotFrom, c.depotTo);
    let route = byType.get(c.freightType);
    if (route === undefined) byType.set(c.freightType, (route = newRoute(own, c)));
    return route;
  }

  return {
    /** One consignment: out of scope, unpriced on either side, or added to its customer's and lane's totals. */
    add(c: StoredConsignment): void {
      const route = routeIn(study.cardOf(c.companyId), c);
      if (!route) return;
      // One terms object for both sides: the company's dimension factor, the route's type.
      terms.dimensionFactor = study.dimensionFactorOf(c.companyId);
      terms.ppiOnly = route.ppiOnly;
      const before = centsOn(route.before, c, terms);
      const after = centsOn(route.after, c, terms);
      if (before === null || after === null) {
        unpriced += 1;
        return;
      }
      consignments += 1;
      let customer = customers.get(c.companyId);
      if (!customer) customers.set(c.companyId, (customer = { consignments: 0, before: 0, after: 0 }));
      count(customer, before, after);
      count(route.lane, before, after);
    },

    get consignments() {
      return consignments;
    },

    get unpriced() {
      return unpriced;
    },

    /** Each customer's totals, the largest change (either way) first, then by name. */
    customers: (nameOf: (companyId: number) => string): ImpactCustomer[] => customerRows(customers, nameOf),

    /** The IMPACT_LANES lanes whose totals move the most, by the size of the change. */
    lanes: (): ImpactLane[] => topLanes([...lanes.values()].flatMap((byTo) => [...byTo.values()].flatMap((byType) => [...byType.values()]))),
  };
}

/** A version as the sentences below name it. */
export interface NamedVersion {
  id: number;
  label: string;
}

const named = (v: NamedVersion) => `version ${v.id}, ${v.label || 'unlabelled'}`;

const sameLevy = (levy: { month: string; percent: number }) =>
  `Both sides use today's fuel levy (${levy.percent}% for ${levy.month}), so only the rates' change shows.`;

export const IMPACT_MESSAGES = {
  notStudied: (id: number, status: VersionStatus) =>
    `Version ${id} is ${status}: the cost of a change is worked out for a draft or a scheduled version, before it takes effect.`,
  /** A customer's version against the customer's card in force today, General the fallback. */
  comparedWithCustomer: (cardName: string, own: NamedVersion | null, general: NamedVersion | null, levy: { month: string; percent: number }) =>
    `${own ? `${cardName}'s card in force today (${named(own)})` : `${cardName} has no card in force today, so the General card alone`}` +
    `${general ? `, with the General card in force today (${named(general)}) where the card has no lane` : ', and no General card in force today'}. ` +
    sameLevy(levy),
  /** A General version against the General card in force today, on what it prices today. */
  comparedWithGeneral: (general: NamedVersion | null, levy: { month: string; percent: number }) =>
    `${general ? `The General card in force today (${named(general)})` : 'No General card in force today'}, on the consignments it prices today: ` +
    `those of customers without a card of their own, and lanes their cards lack. ` +
    sameLevy(levy),
} as const;
