import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { RateImportsTable } from '../../db/schema/pricing-tables';

// Imports waiting to be applied (rate_imports, migration 0025).

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
