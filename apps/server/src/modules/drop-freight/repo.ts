import type { Db } from '../../db/database';
import { dropFreightsOnly, type ConsignmentRow } from '../consignments/service';

// Drop freights are consignments (decision 0025): those dropped in at the depot, whose tracking
// starts at receival, and which no pickup made. Their rows are written through
// modules/consignments (create-consignment.ts), and so is the sweep of abandoned drafts
// (consignments/repo.ts, retireDraftsBefore); these are the drop-freight reads. Every query
// takes the company id (DESIGN.md, Data).

export function findDropFreight(db: Db, companyId: number, number: string): Promise<ConsignmentRow | undefined> {
  return dropFreightsOnly(db.selectFrom('consignments').selectAll().where('companyId', '=', companyId).where('number', '=', number)).executeTakeFirst();
}
