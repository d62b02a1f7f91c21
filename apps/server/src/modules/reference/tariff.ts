import { createHash } from 'node:crypto';
import type { Depot, FreightTypeOption, PpiEntry, RateOption } from '@portal/domain/api/reference';
import { routeCandidates, type DepotRuns, type PricedRate, type PricingCard } from '@portal/domain/pricing/card-pricing';
import { carrierDay, versionInForce } from '@portal/domain/pricing/card-versions';
import { CARRIER_TIME_ZONE, fuelLevyFor, type FuelLevy } from '@portal/domain/pricing/quote-terms';
import { ratesForRoute, type RouteRates } from '@portal/domain/reference/route-rates';
import { addDays } from '@portal/domain/schedule/schedule-time';
import type { Db } from '../../db/database';
import { isSet } from '../../db/schema';
import { networkDepots, type NetworkDepot } from '../depots/service';
import { cardOf, datedVersions, versionTerms, type VersionRow, type VersionTerms } from '../pricing/service';
import { allFreightTypes, allFuelLevies, allPpiEntries } from './repo';

// The carrier's tariff in memory (decision 0015, versions since issue 27, decision 0057):
// depots, freight types, price per item entries, the rate card versions that price today or
// will, and fuel levies. Each process reads them again once a minute, so every instance prices
// alike within a minute of a change, and a quote costs no tariff query. Prices depend on the
// day (a version takes effect at 00:00 on the carrier's clock): tariffOf answers the tariff of
// the day of `now`, each day's worked out once.

export const TARIFF_LIFETIME_MS = 60_000;

export type { PricedRate } from '@portal/domain/pricing/card-pricing';

/** The tariff of one carrier day. */
export interface Tariff {
  /** 'YYYY-MM-DD' on the carrier's clock. */
  day: string;
  /** Every depot, closed ones included: a booking made before still names its depot. */
  depots: readonly NetworkDepot[];
  freightTypes: readonly FreightTypeOption[];
  /** By freight type name: the list of POST options/ppi. Their prices are a version's. */
  ppiEntries: ReadonlyMap<string, readonly PpiEntry[]>;
  fuelLevies: readonly FuelLevy[];
  /** The day's levy: its month ('YYYY-MM') and percent. */
  levy: FuelLevy;
  /** The General card in force that day (undefined only in a database without one). */
  general: PricingCard | undefined;
  /** A company's own card in force that day; undefined when it has none. */
  cardOf(companyId: number): PricingCard | undefined;
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
/** Days worked out per load: today, and a day either side near midnight. */
const DAYS_KEPT = 4;
const GENERAL = 0;

/** What the depots run, by code (decision 0055): a rate offers a pickup only where its depot runs them. */
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

/** The browser's view of a rate: no prices. */
const optionOf = ({ prices: _prices, versionId: _version, ...option }: PricedRate): RateOption => option;

/** What a minute's load read: everything but the day. */
interface TariffSource {
  depots: readonly NetworkDepot[];
  runs: DepotRuns;
  freightTypes: readonly FreightTypeOption[];
  ppiEntries: ReadonlyMap<string, readonly PpiEntry[]>;
  fuelLevies: readonly FuelLevy[];
  depotsJson: string;
  /** Each card's dated versions, by company id (GENERAL for the General card). */
  versions: ReadonlyMap<number, readonly VersionRow[]>;
  terms: ReadonlyMap<number, VersionTerms>;
}

/**
 * The versions a tariff can price with from yesterday on: each card's version in force yesterday
 * and every later one (a day's margin, so an instance a little behind midnight still prices).
 */
function versionsFrom(versions: ReadonlyMap<number, readonly VersionRow[]>, day: string): VersionRow[] {
  const needed: VersionRow[] = [];
  for (const list of versions.values()) {
    const current = versionInForce(list, day);
    for (const row of list) if (row === current || row.effectiveFrom! > day) needed.push(row);
  }
  return needed;
}

async function loadSource(db: Db, today: string): Promise<TariffSource> {
  const [depots, types, entries, dated, levies] = await Promise.all([networkDepots(db), allFreightTypes(db), allPpiEntries(db), datedVersions(db), allFuelLevies(db)]);
  const versions = new Map<number, VersionRow[]>();
  for (const row of dated) {
    const card = row.companyId ?? GENERAL;
    versions.set(card, [...(versions.get(card) ?? []), row]);
  }
  const terms = await versionTerms(db, versionsFrom(versions, addDays(today, -1)));
  const ppiEntries = new Map<string, PpiEntry[]>();
  for (const e of entries) ppiEntries.set(e.freightType, [...(ppiEntries.get(e.freightType) ?? []), { id: e.id, name: e.name }]);
  return {
    depots,
    runs: depotRuns(depots),
    freightTypes: types.map((t) => ({ freight: t.name, ppiOnly: isSet(t.ppiOnly) })),
    ppiEntries,
    fuelLevies: levies.map((l) => ({ month: l.month, percent: l.percent })),
    depotsJson: JSON.stringify(depots.map(publicDepot)),
    versions,
    terms,
  };
}

/** The tariff of `day` from a load. */
function tariffOn(source: TariffSource, day: string): Tariff {
  const cards = new Map<number, PricingCard | undefined>();
  const card = (companyId: number): PricingCard | undefined => {
    if (!cards.has(companyId)) {
      const row = versionInForce(source.versions.get(companyId) ?? [], day);
      const terms = row && source.terms.get(row.id);
      cards.set(companyId, terms && cardOf(terms, source.runs));
    }
    return cards.get(companyId);
  };
  const general = card(GENERAL);
  const generalOptions = (general?.rates ?? []).map(optionOf);
  const generalRatesJson = JSON.stringify(generalOptions);
  const customerJson = new Map<number, string>();
  const candidates = (companyId: number, fromDepots: readonly string[], toDepots: readonly string[]) =>
    routeCandidates([card(companyId), general], fromDepots, toDepots);
  // A quote's route is the same for every quote between the same depots: chosen once per tariff.
  const routes = new Map<string, RouteRates<PricedRate> | null>();
  const month = day.slice(0, 7);
  return {
    day,
    depots: source.depots,
    freightTypes: source.freightTypes,
    ppiEntries: source.ppiEntries,
    fuelLevies: source.fuelLevies,
    levy: { month, percent: fuelLevyFor(source.fuelLevies, month) },
    general,
    cardOf: (companyId) => card(companyId),
    routedDepots: new Set((general?.rates ?? []).flatMap((r) => [r.depotFrom, r.depotTo])),
    shared: {
      depotsJson: source.depotsJson,
      generalRatesJson,
      hash: createHash('sha256').update(source.depotsJson).update(generalRatesJson).digest('base64url'),
    },
    customerRatesJson(companyId) {
      let json = customerJson.get(companyId);
      if (json === undefined) {
        const own = card(companyId);
        json = own ? JSON.stringify(own.rates.map(optionOf)) : '';
        customerJson.set(companyId, json);
      }
      return json;
    },
    rateOptions: (companyId) => [...(card(companyId)?.rates ?? []).map(optionOf), ...generalOptions],
    routeCandidates: candidates,
    route(companyId, fromDepots, toDepots) {
      const key = `${companyId}|${fromDepots.join()}|${toDepots.join()}`;
      let route = routes.get(key);
      if (route === undefined) {
        route = ratesForRoute(candidates(companyId, fromDepots, toDepots), fromDepots, toDepots);
        if (routes.size >= ROUTE_MEMO_LIMIT) routes.clear();
        routes.set(key, route);
      }
      return route;
    },
  };
}

/** A load and the days worked out from it. */
interface Loaded {
  source: TariffSource;
  days: Map<string, Tariff>;
}

interface Entry {
  loaded: Promise<Loaded>;
  loadedAt: number;
  refreshing: boolean;
}
const entries = new WeakMap<Db, Entry>();
const zones = new WeakMap<Db, string>();

/** The carrier's time zone for a database's prices (config CARRIER_TIME_ZONE; app.ts sets it). */
export function setCarrierTimeZone(db: Db, timeZone: string): void {
  zones.set(db, timeZone);
}

export const carrierZoneOf = (db: Db): string => zones.get(db) ?? CARRIER_TIME_ZONE;

let lastDay = { minute: NaN, zone: '', day: '' };

/** The carrier day of a moment; the minute's answer is kept, as quotes ask it on every call. */
export function carrierDayOf(db: Db, epochMs: number): string {
  const minute = Math.floor(epochMs / 60_000);
  const zone = carrierZoneOf(db);
  if (minute !== lastDay.minute || zone !== lastDay.zone) lastDay = { minute, zone, day: carrierDay(epochMs, zone) };
  return lastDay.day;
}

function dayOf({ source, days }: Loaded, day: string): Tariff {
  let tariff = days.get(day);
  if (!tariff) {
    tariff = tariffOn(source, day);
    if (days.size >= DAYS_KEPT) days.delete(days.keys().next().value!);
    days.set(day, tariff);
  }
  return tariff;
}

const load = (db: Db, day: string): Promise<Loaded> => loadSource(db, day).then((source) => ({ source, days: new Map() }));

/**
 * The tariff of the carrier day of `now` (the present when not given: depots and freight types
 * are the same every day). It is read on first use and again once it is a minute old;
 * meanwhile the older copy still answers, so no call waits for the reload.
 */
export async function tariffOf(db: Db, now: number = Date.now()): Promise<Tariff> {
  const day = carrierDayOf(db, now);
  let entry = entries.get(db);
  const at = performance.now();
  if (!entry) {
    const fresh: Entry = { loaded: load(db, day), loadedAt: at, refreshing: false };
    entries.set(db, fresh);
    fresh.loaded.catch(() => entries.get(db) === fresh && entries.delete(db));
    entry = fresh;
  } else if (at - entry.loadedAt > TARIFF_LIFETIME_MS && !entry.refreshing) {
    const stale = entry;
    stale.refreshing = true;
    load(db, day)
      .then((loaded) => {
        stale.loaded = Promise.resolve(loaded);
        stale.loadedAt = performance.now();
      })
      // A failed read leaves the older copy answering; loadedAt stays old, so the next call retries.
      .catch(() => undefined)
      .finally(() => (stale.refreshing = false));
  }
  return dayOf(await entry.loaded, day);
}

/** After staff changed prices: this process reads the tariff again on its next call. */
export function forgetTariff(db: Db): void {
  entries.delete(db);
}
