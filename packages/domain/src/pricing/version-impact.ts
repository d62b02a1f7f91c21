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

/** A customer's cards before (today's) and after (the version standing in). */
export interface ImpactSides {
  before: CardPair;
  after: CardPair;
}

/**
 * Prices consignments on both sides, choosing the rates of each customer's route and freight
 * type once (a route is the same for all its consignments); null for a consignment out of
 * scope: for a General version, one whose customer's own card has its lane.
 */
export function impactRepricer(sidesOf: (companyId: number) => ImpactSides, generalVersion: boolean) {
  const chosen = new Map<string, { before: ChosenRate | null; after: ChosenRate | null } | null>();
  return (consignment: StoredConsignment, terms: RepriceTerms): { before: number | null; after: number | null } | null => {
    const { companyId, depotFrom, depotTo, freightType } = consignment;
    const key = `${companyId}|${depotFrom}|${depotTo}|${freightType}`;
    let rates = chosen.get(key);
    if (rates === undefined) {
      const { before, after } = sidesOf(companyId);
      rates =
        generalVersion && !pricedByGeneral(before.customer, consignment)
          ? null
          : { before: chosenRate(before, depotFrom, depotTo, freightType), after: chosenRate(after, depotFrom, depotTo, freightType) };
      chosen.set(key, rates);
    }
    return rates && { before: centsOn(rates.before, consignment, terms), after: centsOn(rates.after, consignment, terms) };
  };
}

/** (after - before) / before in percent, one decimal; 0 when before is 0. */
export const changePercent = (before: number, after: number): number => (before === 0 ? 0 : Math.round(((after - before) / before) * 1000) / 10);

interface Totals {
  consignments: number;
  /** Cents. */
  before: number;
  after: number;
}

const dollars = (cents: number) => cents / 100;

/** Totals per customer and per lane (depot pair and freight type), in whole cents as they come. */
export function impactTally() {
  const customers = new Map<number, Totals>();
  const lanes = new Map<string, Totals & Pick<ImpactLane, 'depotFrom' | 'depotTo' | 'freightType'>>();
  let unpriced = 0;
  let consignments = 0;

  return {
    /** One consignment priced on both sides (cents); null on either side leaves it out, counted as unpriced. */
    add(consignment: Pick<StoredConsignment, 'companyId' | 'depotFrom' | 'depotTo' | 'freightType'>, before: number | null, after: number | null): void {
      if (before === null || after === null) {
        unpriced += 1;
        return;
      }
      consignments += 1;
      let customer = customers.get(consignment.companyId);
      if (!customer) customers.set(consignment.companyId, (customer = { consignments: 0, before: 0, after: 0 }));
      customer.consignments += 1;
      customer.before += before;
      customer.after += after;
      const { depotFrom, depotTo, freightType } = consignment;
      const key = `${depotFrom}>${depotTo}|${freightType}`;
      let lane = lanes.get(key);
      if (!lane) lanes.set(key, (lane = { depotFrom, depotTo, freightType, consignments: 0, before: 0, after: 0 }));
      lane.consignments += 1;
      lane.before += before;
      lane.after += after;
    },

    get consignments() {
      return consignments;
    },

    get unpriced() {
      return unpriced;
    },

    /** Each customer's totals, the largest change (either way) first, then by name. */
    customers(nameOf: (companyId: number) => string): ImpactCustomer[] {
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
    },

    /** The IMPACT_LANES lanes whose totals move the most, by the size of the change. */
    lanes(): ImpactLane[] {
      return [...lanes.values()]
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
    },
  };
}

export type ImpactTally = ReturnType<typeof impactTally>;

/** A version as the sentences below name it. */
export interface NamedVersion {
  id: number;
  label: string;
}

const named = (v: NamedVersion) => `version ${v.id}, ${v.label || 'unlabelled'}`;

const sameLevy = (levy: { month: string; percent: number }) =>
  `Both sides use today's fuel levy (${levy.percent}% for ${levy.month}), so only the rates' change shows.`;

export const IMPACT_MESSAGES = {
  noVersion: (id: number) => `There is no rate card version ${id}.`,
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
