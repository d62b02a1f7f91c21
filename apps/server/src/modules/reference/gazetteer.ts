import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';
import { ImmutableJson } from '../../http/cacheable-answer';
import { notFound } from '../../http/errors';
import { suburbsFor } from './suburbs';
import { tariffOf, type Tariff } from './tariff';

// The gazetteer (decision 0028): what every company's booking options share, the suburb list,
// the depots and the General card's rate options (Gazetteer in the domain). 99% of the old
// options answer's bytes; served once per content as GET gazetteer/{hash}, named by a hash of
// its JSON, so the browser keeps it for a year and the server compresses it once, not per company.

export const GAZETTEER_MESSAGES = {
  /** An old hash (the tariff changed since the options were answered) or a made-up one. */
  unknown: 'This list of suburbs and rates is out of date. Please reload the page.',
} as const;

/**
 * Gazetteers kept per process, newest last. Another instance may still answer options naming the
 * one before a tariff change for up to a minute (decision 0015), so the last few stay servable.
 */
const byParts = new LRUCache<string, ImmutableJson>({ max: 4 });
const byTariff = new WeakMap<Tariff, ImmutableJson>();

/** The gazetteer of a tariff, built once per content: a reloaded tariff with the same network reuses it. */
export function gazetteerOf(tariff: Tariff): ImmutableJson {
  const known = byTariff.get(tariff);
  if (known) return known;
  const suburbs = suburbsFor(tariff.depots, tariff.routedDepots);
  const parts = `${suburbs.hash}|${tariff.shared.hash}`;
  let gazetteer = byParts.get(parts);
  if (!gazetteer) {
    const json = `{"suburbs":${suburbs.json},"depots":${tariff.shared.depotsJson},"rates":${tariff.shared.generalRatesJson}}`;
    gazetteer = new ImmutableJson(createHash('sha256').update(json).digest('base64url').slice(0, 27), json);
    byParts.set(parts, gazetteer);
  }
  byTariff.set(tariff, gazetteer);
  return gazetteer;
}

/**
 * GET gazetteer/{hash}: the current tariff's gazetteer or one kept from before. Built here too,
 * so an instance that has answered no options call yet still serves what another one named.
 */
export async function findGazetteer(db: Db, hash: string): Promise<ImmutableJson> {
  const current = gazetteerOf(await tariffOf(db));
  if (current.hash === hash) return current;
  for (const kept of byParts.values()) if (kept.hash === hash) return kept;
  throw notFound(GAZETTEER_MESSAGES.unknown);
}
