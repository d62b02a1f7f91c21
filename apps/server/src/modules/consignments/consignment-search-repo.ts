import { sql } from 'kysely';
import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import type { Db } from '../../db/database';

// Customer service's search (issue 26): any company's booked consignments whose number, tracking
// id or customer reference is the text a caller reads out, whole, case ignored. Each is one
// index's lookup: the number and the tracking id are unique (migration 0007), the reference's
// index leads with its lowercased text and then the newest (migration 0024). They run as three
// queries rather than one OR, so no engine answers a reference found on thousands of
// consignments by reading them all to sort them.

export interface SearchedText {
  number: string;
  trackingId: string;
  /** Lowercased. */
  customerRef: string;
}

/** The rows as the search answers them, with the company's name and the highest event code. */
function foundRows(db: Db) {
  return db
    .selectFrom('consignments as c')
    .innerJoin('companies as co', 'co.id', 'c.companyId')
    .select(['c.id', 'c.number', 'c.companyId', 'co.name as companyName', 'c.customerRef', 'c.trackingId', 'c.createdAt'])
    .select(['c.senderSuburb', 'c.senderState', 'c.receiverSuburb', 'c.receiverState'])
    .select((eb) => eb.selectFrom('trackingEvents as e').select((e) => e.fn.max('e.code').as('m')).whereRef('e.consignmentId', '=', 'c.id').as('highestCode'))
    .where('c.status', '!=', DROP_FREIGHT_STATUS_DRAFT);
}
export type FoundRow = Awaited<ReturnType<ReturnType<typeof foundRows>['execute']>>[number];

/** The three lookups' queries, unrun (their plans are tested: consignment-search.test.ts). */
export function searchQueries(db: Db, text: SearchedText, limit: number) {
  return {
    number: foundRows(db).where('c.number', '=', text.number),
    trackingId: foundRows(db).where('c.trackingId', '=', text.trackingId),
    customerRef: foundRows(db)
      .where(sql<string>`lower(${sql.ref('c.customerRef')})`, '=', text.customerRef)
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit),
  };
}

/** The matches of all three, newest first, each consignment once, at most `limit`. */
export async function searchConsignments(db: Db, text: SearchedText, limit: number): Promise<FoundRow[]> {
  const queries = searchQueries(db, text, limit);
  const [byNumber, byTrackingId, byRef] = await Promise.all([queries.number.execute(), queries.trackingId.execute(), queries.customerRef.execute()]);
  const unique = new Map([...byNumber, ...byTrackingId, ...byRef].map((row) => [row.id, row]));
  return [...unique.values()].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id).slice(0, limit);
}

/** A company's name, for the back office's page of one of its consignments. */
export async function companyNameOf(db: Db, companyId: number): Promise<string> {
  const row = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name ?? '';
}
