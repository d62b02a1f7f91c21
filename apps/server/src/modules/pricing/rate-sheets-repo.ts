import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { RateImportsTable } from '../../db/schema/pricing-tables';

// The rate sheets' SQL (issue 27): a version's lanes as a sheet lists them, and imports waiting
// to be applied (rate_imports, migration 0025).

/**
 * A version's lanes in the order they were written (a file's order, when imported): only the
 * lane's own columns, for 50,000 of them are read for an export or an import's preview.
 */
export const sheetLaneRows = (db: Db, versionId: number) =>
  db
    .selectFrom('rateLanes')
    .select(['depotFrom', 'depotTo', 'freightType', 'isDefault', 'pickupAllowed', 'deliveryAllowed', 'basicCharge', 'ratePerKg', 'minimumCharge', 'cubicConversion', 'breakMethod', 'bands'])
    .where('versionId', '=', versionId)
    .orderBy('id')
    .execute();

export async function insertImport(db: Db, row: Insertable<RateImportsTable>): Promise<number> {
  const { id } = await db.insertInto('rateImports').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** An import without its lanes: what paging its preview reads. */
export const findImportPreview = (db: Db, id: number) =>
  db.selectFrom('rateImports').select(['id', 'baseVersionId', 'fileName', 'preview', 'appliedVersionId']).where('id', '=', id).executeTakeFirst();

export const findImport = (db: Db, id: number) => db.selectFrom('rateImports').selectAll().where('id', '=', id).executeTakeFirst();

/** Marks the import applied as `versionId`, unless it was already: false then (another apply won). */
export async function markApplied(db: Db, id: number, versionId: number): Promise<boolean> {
  const result = await db.updateTable('rateImports').set({ appliedVersionId: versionId }).where('id', '=', id).where('appliedVersionId', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const appliedVersionOf = async (db: Db, id: number) =>
  (await db.selectFrom('rateImports').select('appliedVersionId').where('id', '=', id).executeTakeFirst())?.appliedVersionId ?? null;
