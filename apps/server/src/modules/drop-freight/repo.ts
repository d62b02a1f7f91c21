import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { ConsignmentRow } from '../consignments/service';

// Drop freights are consignments (decision 0025): those dropped in at the depot, whose tracking
// starts at receival, and which no pickup made. Their rows are written through
// modules/consignments (create-consignment.ts); these are the drop-freight reads. Every query
// takes the company id (DESIGN.md, Data).

/**
 * The drop-freight condition, as literals: the partial index (migrations 0008, 0009) is used only by
 * a query whose WHERE repeats its own, and a bound parameter would not prove that it does.
 */
export function dropFreightsOnly<O>(query: SelectQueryBuilder<Database, 'consignments', O>) {
  return query.where('firstStage', '=', sql.lit('receival')).where('pickupId', 'is', null);
}

export function findDropFreight(db: Db, companyId: number, number: string): Promise<ConsignmentRow | undefined> {
  return dropFreightsOnly(db.selectFrom('consignments').selectAll().where('companyId', '=', companyId).where('number', '=', number)).executeTakeFirst();
}

// The sweep of abandoned drafts (draft-sweep.ts, decision 0040), across every company.
/** Retires up to `limit` drafts last changed before `before`; how many it found. */
export async function retireDraftsBefore(db: Db, now: number, before: number, limit: number): Promise<number> {
  // status as a literal: the partial index of migration 0019 is used only by a query that repeats it.
  const stale = await dropFreightsOnly(db.selectFrom('consignments').select(['id', 'number', 'companyId']))
    .where('status', '=', sql.lit(DROP_FREIGHT_STATUS_DRAFT))
    .where('updatedAt', '<', before)
    .orderBy('updatedAt')
    .limit(limit)
    .execute();
  if (stale.length === 0) return 0;
  await db
    .insertInto('retiredConnotes')
    .values(stale.map(({ number, companyId }) => ({ number, companyId, retiredAt: now })))
    .onConflict((oc) => oc.column('number').doNothing())
    .execute();
  // A save since the read above keeps its draft: the condition is asked again.
  await db
    .deleteFrom('consignments')
    .where('id', 'in', stale.map((row) => row.id))
    .where('status', '=', sql.lit(DROP_FREIGHT_STATUS_DRAFT))
    .where('updatedAt', '<', before)
    .execute();
  return stale.length;
}
