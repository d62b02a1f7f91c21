import { pricingCard, type DepotRuns, type PricingCard, type VersionMeta } from '@portal/domain/pricing/card-pricing';
import type { ServiceCharges } from '@portal/domain/pricing/price-quote';
import type { RateLane } from '@portal/domain/pricing/rate-lane';
import type { Db } from '../../db/database';
import { laneOf } from './lane-rows';
import { chargesOf, lanesOfVersions, ppiPricesOfVersions, type VersionRow } from './versions-repo';

// What a version prices with: its lanes, charges and prices per item, read from the database.
// A scheduled version never changes while scheduled (only a draft is edited; unscheduling and
// scheduling again stamps a new scheduledAt), so its terms are read once per process and kept,
// and the tariff's minute reload costs a read of the small versions table, not of every lane.

export interface VersionTerms {
  row: VersionRow;
  lanes: readonly RateLane[];
  charges: ServiceCharges | null;
  ppiPrices: ReadonlyMap<number, number>;
}

const kept = new WeakMap<Db, Map<string, VersionTerms>>();
/** Versions kept per database: more than any tariff needs at once; the oldest go first. */
const KEPT_LIMIT = 2_000;

const keyOf = (row: VersionRow) => `${row.id}:${row.scheduledAt ?? 'draft'}`;

export const versionMeta = (row: VersionRow): VersionMeta => ({ id: row.id, companyId: row.companyId, label: row.label, effectiveFrom: row.effectiveFrom });

/** The terms of each version of `rows`, by id: kept ones from memory, the rest (and every draft) read now. */
export async function versionTerms(db: Db, rows: readonly VersionRow[]): Promise<Map<number, VersionTerms>> {
  let cache = kept.get(db);
  if (!cache) kept.set(db, (cache = new Map()));
  const found = new Map<number, VersionTerms>();
  const missing: VersionRow[] = [];
  for (const row of rows) {
    const terms = row.scheduledAt === null ? undefined : cache.get(keyOf(row));
    if (terms) found.set(row.id, terms);
    else missing.push(row);
  }
  if (missing.length === 0) return found;
  const ids = missing.map((row) => row.id);
  const [lanes, prices] = await Promise.all([lanesOfVersions(db, ids), ppiPricesOfVersions(db, ids)]);
  const lanesBy = new Map<number, RateLane[]>(ids.map((id) => [id, []]));
  for (const lane of lanes) lanesBy.get(lane.versionId)!.push(laneOf(lane));
  const pricesBy = new Map<number, Map<number, number>>(ids.map((id) => [id, new Map()]));
  for (const p of prices) pricesBy.get(p.versionId)!.set(p.ppiEntryId, p.price);
  for (const row of missing) {
    const terms: VersionTerms = { row, lanes: lanesBy.get(row.id)!, charges: chargesOf(row), ppiPrices: pricesBy.get(row.id)! };
    found.set(row.id, terms);
    if (row.scheduledAt !== null) {
      if (cache.size >= KEPT_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(keyOf(row), terms);
    }
  }
  return found;
}

/** A version made ready to price, with what its depots run when that matters (the tariff's). */
export const cardOf = (terms: VersionTerms, runs?: DepotRuns): PricingCard =>
  pricingCard(versionMeta(terms.row), terms.lanes, terms.charges, terms.ppiPrices, runs);
