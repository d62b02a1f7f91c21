import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { ConsignmentRow } from '../consignments/repo';

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

