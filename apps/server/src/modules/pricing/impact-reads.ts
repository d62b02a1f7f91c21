import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import type { ServiceValue } from '@portal/domain/booking/booking';
import type { StoredConsignment } from '@portal/domain/pricing/version-impact';
import type { Db } from '../../db/database';
import { precompiled } from '../../db/precompiled';

// The consignments the cost of a change re-prices (issue 27), read a chunk at a time: keyset
// pages in (created_at, id) order (the created_at index; a customer's by its company index), the
// items of each page in one query by consignment ids. A page is a few milliseconds of reading on
// SQLite, whose reads block the event loop, so the caller yields between pages and other
// requests wait no longer than one page. A drop freight not yet booked (status 2) is a draft.

/** Consignments per page: a few milliseconds of reading and pricing, and well under both engines' bound-parameter limits for the items' IN list. */
export const IMPACT_PAGE = 500;

export interface ImpactConsignment extends StoredConsignment {
  id: number;
  createdAt: number;
}

interface Cursor {
  createdAt: number;
  id: number;
}

type PageParams = { since: number; afterAt: number; afterId: number; companyId: number };

/** A page of consignments after the cursor; of one company with `companyId`. Compiled once each (decision 0005). */
const pageQuery = (ofCompany: boolean) =>
  precompiled((db, p: PageParams) => {
    let query = db
      .selectFrom('consignments')
      .select(['id', 'companyId', 'createdAt', 'depotFrom', 'depotTo', 'pickupRequired', 'deliveryRequired', 'dgHas'])
      .where('createdAt', '>=', p.since)
      .where('status', '<>', DROP_FREIGHT_STATUS_DRAFT)
      .where((eb) => eb(eb.refTuple('createdAt', 'id'), '>', eb.tuple(p.afterAt, p.afterId)));
    if (ofCompany) query = query.where('companyId', '=', p.companyId);
    return query.orderBy('createdAt').orderBy('id').limit(IMPACT_PAGE);
  });
const allPage = pageQuery(false);
const companyPage = pageQuery(true);

/** The items of a page's consignments: one IN list of IMPACT_PAGE slots, padded with 0 (no consignment's id). */
const itemsQuery = precompiled((db, p: readonly number[]) =>
  db
    .selectFrom('consignmentItems')
    .select(['consignmentId', 'position', 'type', 'quantity', 'unitWeight', 'length', 'width', 'height', 'ppi'])
    .where(
      'consignmentId',
      'in',
      Array.from({ length: IMPACT_PAGE }, (_, i) => p[i]!),
    )
    .orderBy('consignmentId')
    .orderBy('position'),
);

type ItemRow = Awaited<ReturnType<typeof itemsQuery>>[number];

const itemsOf = (db: Db, ids: readonly number[]) => itemsQuery(db, [...ids, ...new Array<number>(IMPACT_PAGE - ids.length).fill(0)]);

/**
 * The booked consignments created at or after `since` (epoch ms), of one company or all, page by
 * page. A consignment's freight type is its first item's; one without items is left out.
 */
export async function* consignmentPages(db: Db, since: number, companyId: number | null): AsyncGenerator<ImpactConsignment[]> {
  let after: Cursor = { createdAt: since - 1, id: 0 };
  for (;;) {
    const params = { since, afterAt: after.createdAt, afterId: after.id, companyId: companyId ?? 0 };
    const rows = await (companyId === null ? allPage : companyPage)(db, params);
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: Number(last.createdAt), id: last.id };
    // An item row is a priced item as it is (quantity, weight and dimensions as typed, its entry).
    const items = new Map<number, ItemRow[]>();
    for (const item of await itemsOf(db, rows.map((row) => row.id))) {
      const lines = items.get(item.consignmentId);
      if (lines) lines.push(item);
      else items.set(item.consignmentId, [item]);
    }
    const page: ImpactConsignment[] = [];
    for (const row of rows) {
      const lines = items.get(row.id);
      if (!lines) continue;
      page.push({
        id: row.id,
        createdAt: Number(row.createdAt),
        companyId: row.companyId,
        depotFrom: row.depotFrom,
        depotTo: row.depotTo,
        // Every line of a consignment is of its one freight type: the first line's.
        freightType: lines[0]!.type,
        items: lines,
        pickupRequired: row.pickupRequired as ServiceValue,
        deliveryRequired: row.deliveryRequired as ServiceValue,
        dangerousGoods: row.dgHas === 1,
      });
    }
    yield page;
    if (rows.length < IMPACT_PAGE) return;
  }
}
