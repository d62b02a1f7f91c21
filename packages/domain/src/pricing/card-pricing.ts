import type { RateCard, RateOption } from '../api/reference';
import { ratesForRoute, type RouteRates } from '../reference/route-rates';
import type { RatePrices, ServiceCharges } from './price-quote';
import type { RateLane } from './rate-lane';

// One version of a card made ready to price (issue 27): its lanes by depot pair, its charges and
// its prices per item. The server's tariff keeps the versions in force; the desk's price check
// and its cost of a change build the versions they name. A customer's version that leaves its
// charges or prices per item to the General card says so with null or an empty map.

/** A lane as a route's rate: what the browser is offered, its prices, and the version it is of. */
export interface PricedRate extends RateOption {
  prices: RatePrices;
  versionId: number;
}

export interface VersionMeta {
  id: number;
  /** null: the General card. */
  companyId: number | null;
  label: string;
  effectiveFrom: string | null;
}

export interface PricingCard {
  version: VersionMeta;
  rates: readonly PricedRate[];
  /** Rates by 'FROM>TO'. */
  byPair: ReadonlyMap<string, readonly PricedRate[]>;
  /** null: the General card's. */
  charges: ServiceCharges | null;
  /** Prices per item by entry id; an entry missing here is the General card's. */
  ppiPrices: ReadonlyMap<number, number>;
}

export const pairKey = (from: string, to: string) => `${from}>${to}`;

/** What a depot can run: a rate offers pickup or delivery only where its depot runs it (decision 0055). */
export interface DepotRuns {
  pickups: ReadonlySet<string>;
  deliveries: ReadonlySet<string>;
}

export function pricedRate(lane: RateLane, card: RateCard, versionId: number, runs?: DepotRuns): PricedRate {
  return {
    depotFrom: lane.depotFrom,
    depotTo: lane.depotTo,
    freight: lane.freightType,
    default: lane.isDefault,
    pickupAllowed: lane.pickupAllowed && (!runs || runs.pickups.has(lane.depotFrom)),
    deliveryAllowed: lane.deliveryAllowed && (!runs || runs.deliveries.has(lane.depotTo)),
    card,
    versionId,
    prices: {
      basicCharge: lane.basicCharge,
      ratePerKg: lane.ratePerKg,
      minimumCharge: lane.minimumCharge,
      cubicConversion: lane.cubicConversion,
      breaks: lane.breaks,
    },
  };
}

export function pricingCard(
  version: VersionMeta,
  lanes: readonly RateLane[],
  charges: ServiceCharges | null,
  ppiPrices: ReadonlyMap<number, number>,
  runs?: DepotRuns,
): PricingCard {
  const card: RateCard = version.companyId === null ? 'general' : 'customer';
  const rates = lanes.map((lane) => pricedRate(lane, card, version.id, runs));
  const byPair = new Map<string, PricedRate[]>();
  for (const rate of rates) {
    const key = pairKey(rate.depotFrom, rate.depotTo);
    const list = byPair.get(key);
    if (list) list.push(rate);
    else byPair.set(key, [rate]);
  }
  return { version, rates, byPair, charges, ppiPrices };
}

/** The rates of every depot pair of a route, the customer's card first: ratesForRoute's input. */
export function routeCandidates(cards: readonly (PricingCard | undefined)[], fromDepots: readonly string[], toDepots: readonly string[]): PricedRate[] {
  const found: PricedRate[] = [];
  for (const card of cards) {
    if (!card) continue;
    for (const from of fromDepots) for (const to of toDepots) found.push(...(card.byPair.get(pairKey(from, to)) ?? []));
  }
  return found;
}

/** The route on a customer's card, falling back to General (spec 02 section 3's rule, route-rates.ts). */
export function routeOnCards(
  customer: PricingCard | undefined,
  general: PricingCard | undefined,
  fromDepots: readonly string[],
  toDepots: readonly string[],
): RouteRates<PricedRate> | null {
  return ratesForRoute(routeCandidates([customer, general], fromDepots, toDepots), fromDepots, toDepots);
}

/** The charges a rate is priced with: its own card's, else the General card's. */
export function chargesFor(card: PricingCard | undefined, general: PricingCard | undefined): ServiceCharges {
  return card?.charges ?? general?.charges ?? { pickup: 0, delivery: 0, forklift: 0, dangerousGoods: 0 };
}

/** The prices per item of a freight type's entries: the card's own, else the General card's. */
export function ppiPricesFor(card: PricingCard | undefined, general: PricingCard | undefined): ReadonlyMap<number, number> {
  if (!card || card === general || card.ppiPrices.size === 0) return general?.ppiPrices ?? new Map();
  const merged = new Map(general?.ppiPrices ?? []);
  for (const [id, price] of card.ppiPrices) merged.set(id, price);
  return merged;
}
