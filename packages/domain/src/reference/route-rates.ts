import type { RateOption } from '../api/reference';

// Which rates apply to a route (spec 02 section 3, DESIGN.md 'Reference data and pricing').
// A suburb lists its depots nearest first, so the nearest depot pair that has rates wins; the
// customer's own card is searched first and the General card only when it has none (then a
// notice is shown). Within the chosen pair a non-default rate beats a default one.

export type RouteRate = Pick<RateOption, 'depotFrom' | 'depotTo' | 'default' | 'card' | 'freight'>;

export interface RouteRates<R> {
  rates: R[];
  /** The customer's card has no rate for the route, so the General card priced it. */
  generalRate: boolean;
  depotFrom: string;
  depotTo: string;
}

/** For each freight type keep the non-default rates when there are any, else the default ones. */
export function preferNonDefault<R extends Pick<RateOption, 'default' | 'freight'>>(rates: readonly R[]): R[] {
  const hasNonDefault = new Set(rates.filter((rate) => !rate.default).map((rate) => rate.freight));
  return rates.filter((rate) => !rate.default || !hasNonDefault.has(rate.freight));
}

/** Position of each depot in a nearest-first list (the first one when listed twice). */
function rankOf(depots: readonly string[]): Map<string, number> {
  const ranks = new Map<string, number>();
  depots.forEach((depot, i) => {
    if (!ranks.has(depot)) ranks.set(depot, i);
  });
  return ranks;
}

/** null when no depot pair has a rate: 'Cannot ship between this destination pair.' */
export function ratesForRoute<R extends RouteRate>(
  rates: readonly R[],
  senderDepots: readonly string[],
  receiverDepots: readonly string[],
): RouteRates<R> | null {
  const fromRank = rankOf(senderDepots);
  const toRank = rankOf(receiverDepots);
  // One pass over the (large) rate list: group the rates of the route's depot pairs by card and
  // pair rank, so the search below is over a handful of groups.
  const groups = new Map<number, R[]>();
  for (const rate of rates) {
    const from = fromRank.get(rate.depotFrom);
    const to = toRank.get(rate.depotTo);
    if (from === undefined || to === undefined) continue;
    const cardRank = rate.card === 'general' ? 1 : 0;
    const rank = (cardRank * senderDepots.length + from) * receiverDepots.length + to;
    const group = groups.get(rank);
    if (group) group.push(rate);
    else groups.set(rank, [rate]);
  }
  if (groups.size === 0) return null;
  const best = Math.min(...groups.keys());
  const chosen = groups.get(best) ?? [];
  const first = chosen[0] as R;
  return {
    rates: preferNonDefault(chosen),
    generalRate: first.card === 'general',
    depotFrom: first.depotFrom,
    depotTo: first.depotTo,
  };
}
