import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SuburbOption } from '@portal/domain/api/reference';
import type { NetworkDepot } from '../depots/service';
import { distanceKm } from './geo';
import { pickableLocalities, type Locality } from './localities';

// The suburb list of the gazetteer (spec 02 section 3 'Suburb option'; DESIGN.md
// 'Reference data and pricing'). Static reference data: every instance builds the same list
// from the same package and depots, so it is built once per network (decision 0016). A depot
// serves the suburbs within its own service radius (the back office sets it, issue 26); a depot
// closed to new bookings serves none, so a suburb only it served is not available.

/** What the suburb list reads of a depot. */
export type ServingDepot = Pick<NetworkDepot, 'code' | 'lat' | 'lng' | 'serviceRadiusKm' | 'closed'>;

export interface SuburbIndex {
  /** Sorted by label. */
  options: readonly SuburbOption[];
  /** The JSON of `options`, serialised once. */
  json: string;
  /** A content hash of `json`: names the gazetteer's content before its JSON is put together (decision 0028). */
  hash: string;
  /** The option of a value 'suburb, state, postCode', whatever its case. */
  find: (value: string) => SuburbOption | undefined;
}

export const suburbLabel = (l: Pick<Locality, 'suburb' | 'state' | 'postCode'>) => `${l.suburb} ${l.postCode} ${l.state}`;
export const suburbValue = (l: Pick<Locality, 'suburb' | 'state' | 'postCode'>) => `${l.suburb}, ${l.state}, ${l.postCode}`;
/** How values and saved addresses are matched: the upper-case value (spec 02 section 4). */
export const suburbKey = (value: string) => value.trim().toUpperCase();

/** A party's suburb as the lists show it, by its label ('Parramatta 2150 NSW'); '' while none is chosen. */
export function placeLabel(suburbs: Pick<SuburbIndex, 'find'>, place: Pick<Locality, 'suburb' | 'state' | 'postCode'>): string {
  const value = place.suburb ? suburbValue(place) : '';
  return value === '' ? '' : (suburbs.find(value)?.label ?? value);
}

interface Draft {
  locality: Locality;
  /** Depot code -> distance in km. */
  depots: Map<string, number>;
}

/**
 * One option per label; entries sharing a label (the same suburb listed twice in the package)
 * are merged and list every depot that serves either, nearest first. `available` is true when
 * one of its depots has a route (spec 02 section 3): `routed` holds the depots that do.
 */
export function buildSuburbIndex(localities: readonly Locality[], network: readonly ServingDepot[], routed: ReadonlySet<string>): SuburbIndex {
  const depots = network.filter((depot) => !depot.closed);
  const byLabel = new Map<string, Draft>();
  for (const locality of localities) {
    const label = suburbLabel(locality);
    let draft = byLabel.get(label);
    if (!draft) {
      draft = { locality, depots: new Map() };
      byLabel.set(label, draft);
    }
    for (const depot of depots) {
      const km = distanceKm(locality, depot);
      if (km > depot.serviceRadiusKm) continue;
      const known = draft.depots.get(depot.code);
      if (known === undefined || km < known) draft.depots.set(depot.code, km);
    }
  }
  const options: SuburbOption[] = [];
  for (const [label, { locality, depots: served }] of byLabel) {
    const codes = [...served].sort((a, b) => a[1] - b[1]).map(([code]) => code);
    options.push({
      suburb: locality.suburb,
      state: locality.state,
      postCode: locality.postCode,
      depots: codes,
      value: suburbValue(locality),
      label,
      available: codes.some((code) => routed.has(code)),
    });
  }
  options.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  const byKey = new Map(options.map((option) => [suburbKey(option.value), option]));
  // Values usually come back exactly as sent: found without upper-casing (POST quoteNew looks up
  // each suburb twice). Only where the exact value finds what the key finds.
  const byValue = new Map(options.filter((option) => byKey.get(suburbKey(option.value)) === option).map((option) => [option.value, option]));
  const json = JSON.stringify(options);
  return {
    options,
    json,
    hash: createHash('sha256').update(json).digest('base64url').slice(0, 22),
    find: (value) => byValue.get(value) ?? byKey.get(suburbKey(value)),
  };
}

/** Networks kept: the current one and the few before it, as the gazetteers are (decision 0028). */
const built = new LRUCache<string, SuburbIndex>({ max: 4 });
const byDepots = new WeakMap<readonly ServingDepot[], SuburbIndex>();

/**
 * The suburb list of a network: built on first use (about half a second) and kept, once per set
 * of depots and routes, so a tariff reload with the same network reuses it; a depot edit makes
 * a new one at every instance's next reload.
 */
export function suburbsFor(depots: readonly ServingDepot[], routed: ReadonlySet<string>): SuburbIndex {
  // Every call of a tariff passes the same depots array: no key to build then.
  const known = byDepots.get(depots);
  if (known) return known;
  const key = JSON.stringify([depots.map((d) => [d.code, d.lat, d.lng, d.serviceRadiusKm, d.closed]), [...routed].sort()]);
  let index = built.get(key);
  if (!index) {
    index = buildSuburbIndex(pickableLocalities(), depots, routed);
    built.set(key, index);
  }
  byDepots.set(depots, index);
  return index;
}
