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

export const findVersionRow = (db: Db, id: number) => db.selectFrom('rateCardVersions').selectAll().where('id', '=', id).executeTakeFirst();

/** A card's dated versions (its schedule): the rule of one version per day reads them. */
export const cardSchedule = (db: Db, companyId: number | null) => {
  const query = db.selectFrom('rateCardVersions').select(['id', 'effectiveFrom']).where('effectiveFrom', 'is not', null);
  return (companyId === null ? query.where('companyId', 'is', null) : query.where('companyId', '=', companyId)).execute();
};

export const ppiEntryRows = (db: Db) => db.selectFrom('ppiEntries').selectAll().orderBy('freightType').orderBy('position').execute();

/** A page of a version's lanes in the order they were written, searched by depot or freight type. */
export function lanePage(db: Db, versionId: number, search: string, offset: number, limit: number) {
  let query = db.selectFrom('rateLanes').where('versionId', '=', versionId);
  if (search !== '') {
    const like = `%${search.toUpperCase()}%`;
    query = query.where((eb) => eb.or([eb('depotFrom', 'like', like), eb('depotTo', 'like', like), eb(eb.fn('upper', ['freightType']), 'like', like)]));
  }
  return Promise.all([
    query.selectAll().orderBy('id').offset(offset).limit(limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
}

/** A draft's label, charges and prices per item replaced; false when it is no longer a draft. */
export async function updateDraftTerms(
  trx: Db,
  id: number,
  label: string,
  charges: ServiceCharges | null,
  ppiPrices: ReadonlyMap<number, number>,
): Promise<boolean> {
  const result = await trx
    .updateTable('rateCardVersions')
    .set({
      label,
      pickupCharge: charges?.pickup ?? null,
      deliveryCharge: charges?.delivery ?? null,
      forkliftCharge: charges?.forklift ?? null,
      dangerousGoodsCharge: charges?.dangerousGoods ?? null,
    })
    .where('id', '=', id)
    .where('effectiveFrom', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await trx.deleteFrom('versionPpiPrices').where('versionId', '=', id).execute();
  if (ppiPrices.size > 0) {
    await trx
      .insertInto('versionPpiPrices')
      .values([...ppiPrices].map(([ppiEntryId, price]) => ({ versionId: id, ppiEntryId, price })))
      .execute();
  }
  return true;
}

/** A draft given its day; false when it was not a draft any more. */
export async function markScheduled(db: Db, id: number, effectiveFrom: string, staffId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('rateCardVersions')
    .set({ effectiveFrom, scheduledAt: now, scheduledBy: staffId })
    .where('id', '=', id)
    .where('effectiveFrom', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A version whose day is after `today` back to draft; false when its day has come meanwhile. */
export async function markDraft(db: Db, id: number, today: string): Promise<boolean> {
  const result = await db
    .updateTable('rateCardVersions')
    .set({ effectiveFrom: null, scheduledAt: null, scheduledBy: null })
    .where('id', '=', id)
    .where('effectiveFrom', '>', today)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A draft deleted with its lanes and prices; false when it is not a draft. */
export async function deleteDraft(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('rateCardVersions').where('id', '=', id).where('effectiveFrom', 'is', null).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
