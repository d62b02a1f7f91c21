import { createHash } from 'node:crypto';
import type { Depot, FreightTypeOption, PpiEntry, RateOption } from '@portal/domain/api/reference';
import type { RatePrices, ServiceCharges } from '@portal/domain/pricing/price-quote';
import type { FuelLevy } from '@portal/domain/pricing/quote-terms';
import { ratesForRoute, type RouteRates } from '@portal/domain/reference/route-rates';
import type { Db } from '../../db/database';
import { isSet } from '../../db/schema';
import { networkDepots, type NetworkDepot } from '../depots/service';
import { allCharges, allFreightTypes, allFuelLevies, allPpiEntries, allRates, type RateRow } from './repo';

// The carrier's tariff in memory (decision 0015): depots, freight types, PPI lists, every rate
// card, charges and fuel levies. The back office edits the depots (issue 26); the rest the
// carrier changes in the database. Each process reads them all again once a minute, so every
// instance prices alike within a minute of a change, and a quote costs no tariff query.

export const TARIFF_LIFETIME_MS = 60_000;

export interface PricedRate extends RateOption {
  prices: RatePrices;
}

export interface Tariff {
  /** Every depot, closed ones included: a booking made before still names its depot. */
  depots: readonly NetworkDepot[];
  freightTypes: readonly FreightTypeOption[];
  /** By freight type name: the list of POST options/ppi and each entry's price. */
  ppiEntries: ReadonlyMap<string, readonly (PpiEntry & { price: number })[]>;
  charges: ServiceCharges;
  fuelLevies: readonly FuelLevy[];
  /** Depots with a route on the General card: a suburb they serve is available. */
  routedDepots: ReadonlySet<string>;
  /** JSON of the depots and of the General card's rate options, and a hash of both. */
  shared: { depotsJson: string; generalRatesJson: string; hash: string };
  /** JSON of a company's own rate options ('' when it has no card of its own). */
  customerRatesJson(companyId: number): string;
  /** A company's rate options: its own card, then the General card. */
  rateOptions(companyId: number): readonly RateOption[];
  /** The rates of every depot pair of a route, the company's card first: ratesForRoute's input. */
  routeCandidates(companyId: number, fromDepots: readonly string[], toDepots: readonly string[]): PricedRate[];
  /** ratesForRoute over routeCandidates, worked out once per company and depot lists. Never change the answer. */
  route(companyId: number, fromDepots: readonly string[], toDepots: readonly string[]): RouteRates<PricedRate> | null;
}

/** Routes remembered per tariff at most: suburbs share few depot lists, so this is rarely reached. */
const ROUTE_MEMO_LIMIT = 10_000;

const GENERAL = 0;
const pairKey = (from: string, to: string) => `${from}>${to}`;

/**
 * What the depots run, by code (decision 0055): a rate offers a pickup only where its first depot
 * runs pickups and a delivery only where its last one runs deliveries, and neither at a depot
 * closed to new bookings. The route rules then say 'not available' as for any rate that lacks it.
 */
interface DepotRuns {
  pickups: ReadonlySet<string>;
  deliveries: ReadonlySet<string>;
}

function depotRuns(depots: readonly NetworkDepot[]): DepotRuns {
  const open = depots.filter((depot) => !depot.closed);
  return {
    pickups: new Set(open.filter((depot) => depot.pickupsRun).map((depot) => depot.code)),
    deliveries: new Set(open.filter((depot) => depot.deliveriesRun).map((depot) => depot.code)),
  };
}

/** A depot as the gazetteer publishes it: no more than the browser needs. */
const publicDepot = (d: NetworkDepot): Depot => ({
  code: d.code,
  city: d.city,
  state: d.state,
  lat: d.lat,
  lng: d.lng,
  generalReceivalCutOff: d.generalReceivalCutOff,
  chilledReceivalCutOff: d.chilledReceivalCutOff,
});

function pricedRate(row: RateRow, runs: DepotRuns): PricedRate {
  return {
    depotFrom: row.depotFrom,
    depotTo: row.depotTo,
    freight: row.freightType,
    default: isSet(row.isDefault),
    pickupAllowed: isSet(row.pickupAllowed) && runs.pickups.has(row.depotFrom),
    deliveryAllowed: isSet(row.deliveryAllowed) && runs.deliveries.has(row.depotTo),
    card: row.companyId === null ? 'general' : 'customer',
    prices: {
      basicCharge: row.basicCharge,
      ratePerKg: row.ratePerKg,
      minimumCharge: row.minimumCharge,
      cubicConversion: row.cubicConversion,
    },
  };
}

/** The browser's view of a rate: no prices. */
const optionOf = ({ prices: _prices, ...option }: PricedRate): RateOption => option;

export async function loadTariff(db: Db): Promise<Tariff> {
  const [depots, types, entries, rates, charges, levies] = await Promise.all([
    networkDepots(db),
    allFreightTypes(db),
    allPpiEntries(db),
    allRates(db),
    allCharges(db),
    allFuelLevies(db),
  ]);
  const byCard = new Map<number, Map<string, PricedRate[]>>();
  const cardRates = new Map<number, PricedRate[]>();
  const runs = depotRuns(depots);
  for (const row of rates) {
    const card = row.companyId ?? GENERAL;
    const rate = pricedRate(row, runs);
    const pairs = byCard.get(card) ?? new Map<string, PricedRate[]>();
    byCard.set(card, pairs);
    const key = pairKey(rate.depotFrom, rate.depotTo);
    pairs.set(key, [...(pairs.get(key) ?? []), rate]);
    cardRates.set(card, [...(cardRates.get(card) ?? []), rate]);
  }
  const ppiEntries = new Map<string, (PpiEntry & { price: number })[]>();
  for (const e of entries) ppiEntries.set(e.freightType, [...(ppiEntries.get(e.freightType) ?? []), { id: e.id, name: e.name, price: e.price }]);
  const charge = (code: string) => charges.find((c) => c.code === code)?.amount ?? 0;
  const general = cardRates.get(GENERAL) ?? [];
  const generalOptions = general.map(optionOf);
  const depotsJson = JSON.stringify(depots.map(publicDepot));
  const generalRatesJson = JSON.stringify(generalOptions);
  const customerJson = new Map<number, string>();
  const routeCandidates = (companyId: number, fromDepots: readonly string[], toDepots: readonly string[]) => {
    const found: PricedRate[] = [];
    for (const card of [byCard.get(companyId), byCard.get(GENERAL)]) {
      if (!card) continue;
      for (const from of fromDepots) for (const to of toDepots) found.push(...(card.get(pairKey(from, to)) ?? []));
    }
    return found;
  };
  // A quote's route is the same for every quote between the same depots: chosen once per tariff.
  const routes = new Map<string, RouteRates<PricedRate> | null>();
  return {
    depots,
    freightTypes: types.map((t) => ({ freight: t.name, ppiOnly: isSet(t.ppiOnly) })),
    ppiEntries,
    charges: { pickup: charge('pickup'), delivery: charge('delivery'), forklift: charge('forklift'), dangerousGoods: charge('dangerousGoods') },
    fuelLevies: levies.map((l) => ({ month: l.month, percent: l.percent })),
    routedDepots: new Set(general.flatMap((r) => [r.depotFrom, r.depotTo])),
    shared: { depotsJson, generalRatesJson, hash: createHash('sha256').update(depotsJson).update(generalRatesJson).digest('base64url') },
    customerRatesJson(companyId) {
      let json = customerJson.get(companyId);
      if (json === undefined) {
        const own = cardRates.get(companyId);
        json = own ? JSON.stringify(own.map(optionOf)) : '';
        customerJson.set(companyId, json);
      }
      return json;
    },
    rateOptions: (companyId) => [...(cardRates.get(companyId) ?? []).map(optionOf), ...generalOptions],
    routeCandidates,
    route(companyId, fromDepots, toDepots) {
      const key = `${companyId}|${fromDepots.join()}|${toDepots.join()}`;
      let route = routes.get(key);
      if (route === undefined) {
        route = ratesForRoute(routeCandidates(companyId, fromDepots, toDepots), fromDepots, toDepots);
        if (routes.size >= ROUTE_MEMO_LIMIT) routes.clear();
        routes.set(key, route);
      }
      return route;
    },
  };
}

interface Entry {
  tariff: Promise<Tariff>;
  loadedAt: number;
  refreshing: boolean;
}
const entries = new WeakMap<Db, Entry>();

/**
 * The tariff of a database, read on first use and again once it is a minute old; meanwhile the
 * older copy still answers, so no call waits for the reload.
 */
export function tariffOf(db: Db): Promise<Tariff> {
  const entry = entries.get(db);
  const now = performance.now();
  if (!entry) {
    const fresh: Entry = { tariff: loadTariff(db), loadedAt: now, refreshing: false };
    entries.set(db, fresh);
    fresh.tariff.catch(() => entries.get(db) === fresh && entries.delete(db));
    return fresh.tariff;
  }
  if (now - entry.loadedAt > TARIFF_LIFETIME_MS && !entry.refreshing) {
    entry.refreshing = true;
    loadTariff(db)
      .then((tariff) => {
        entry.tariff = Promise.resolve(tariff);
        entry.loadedAt = performance.now();
      })
      // A failed read leaves the older copy answering; loadedAt stays old, so the next call retries.
      .catch(() => undefined)
      .finally(() => (entry.refreshing = false));
  }
  return entry.tariff;
}

