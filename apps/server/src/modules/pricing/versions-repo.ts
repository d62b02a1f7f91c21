import type { Selectable } from 'kysely';
import type { ServiceCharges } from '@portal/domain/pricing/price-quote';
import type { Db } from '../../db/database';
import type { RateCardVersionsTable } from '../../db/schema/pricing-tables';

// Rate card versions, their lanes and prices per item as the tariff and the desk read them
// (issue 27, migration 0025).

export type VersionRow = Selectable<RateCardVersionsTable>;

/** Every version with an effective day: what prices, has priced or will price. A small table. */
export const datedVersions = (db: Db) => db.selectFrom('rateCardVersions').selectAll().where('effectiveFrom', 'is not', null).orderBy('id').execute();

/** Ids per IN list: well under both engines' bound-parameter limits. */
const ID_CHUNK = 500;

async function byVersions<R>(ids: readonly number[], read: (chunk: number[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) rows.push(...(await read(ids.slice(i, i + ID_CHUNK))));
  return rows;
}

export const lanesOfVersions = (db: Db, ids: readonly number[]) =>
  byVersions(ids, (chunk) => db.selectFrom('rateLanes').selectAll().where('versionId', 'in', chunk).orderBy('id').execute());

export const ppiPricesOfVersions = (db: Db, ids: readonly number[]) =>
  byVersions(ids, (chunk) => db.selectFrom('versionPpiPrices').selectAll().where('versionId', 'in', chunk).execute());

/** A version's charges; null when it leaves them to the General card (a customer's, any charge unset). */
export function chargesOf(row: Pick<VersionRow, 'pickupCharge' | 'deliveryCharge' | 'forkliftCharge' | 'dangerousGoodsCharge'>): ServiceCharges | null {
  const { pickupCharge: pickup, deliveryCharge: delivery, forkliftCharge: forklift, dangerousGoodsCharge: dangerousGoods } = row;
  if (pickup === null || delivery === null || forklift === null || dangerousGoods === null) return null;
  return { pickup, delivery, forklift, dangerousGoods };
}
