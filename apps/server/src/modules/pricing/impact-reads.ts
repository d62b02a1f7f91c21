import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import type { ServiceValue } from '@portal/domain/booking/booking';
import type { PricedItem } from '@portal/domain/pricing/price-quote';
import type { StoredConsignment } from '@portal/domain/pricing/version-impact';
import type { Db } from '../../db/database';
import { precompiled } from '../../db/precompiled';

// The consignments the cost of a change re-prices (issue 27), read a page at a time: keyset
// pages in (created_at, id) order (the created_at index; a customer's by its company index),
// each page with its items in one query (one round trip on PostgreSQL). A page is a few
// milliseconds of reading on SQLite, whose reads block the event loop, so the caller yields
// between pages and other requests wait no longer than one page. A drop freight not yet booked
// (status 2) is a draft, not a consignment.

/** Consignments per page: a few milliseconds of reading and pricing. */
export const IMPACT_PAGE = 500;

export interface ImpactConsignment extends StoredConsignment {
  id: number;
  createdAt: number;
}

/** The cursor: the last consignment read (ids start at 1, so id 0 reads from its moment on). */
export type PageParams = { afterAt: number; afterId: number; companyId: number };

/**
 * A page of consignments after the cursor (of one company with `companyId`), each row one of its
 * items (null columns for one without), in page order. Compiled once each (decision 0005).
 */
export const impactPageQuery = (db: Db, p: PageParams, ofCompany: boolean) =>
  db
    .with('page', (w) => {
      let query = w
        .selectFrom('consignments')
        .select(['id', 'companyId', 'createdAt', 'depotFrom', 'depotTo', 'pickupRequired', 'deliveryRequired', 'dgHas'])
        .where('status', '<>', DROP_FREIGHT_STATUS_DRAFT)
        // The plain bound is what an index on created_at alone seeks to (PostgreSQL compares
        // rows only on an index of both columns): without it each page scanned from the start.
        .where('createdAt', '>=', p.afterAt)
        .where((eb) => eb(eb.refTuple('createdAt', 'id'), '>', eb.tuple(p.afterAt, p.afterId)));
      if (ofCompany) query = query.where('companyId', '=', p.companyId);
      return query.orderBy('createdAt').orderBy('id').limit(IMPACT_PAGE);
    })
    .selectFrom('page')
    .leftJoin('consignmentItems as i', 'i.consignmentId', 'page.id')
    .select([
      'page.id',
      'page.companyId',
      'page.createdAt',
      'page.depotFrom',
      'page.depotTo',
      'page.pickupRequired',
      'page.deliveryRequired',
      'page.dgHas',
      'i.type',
      'i.quantity',
      'i.unitWeight',
      'i.length',
      'i.width',
      'i.height',
      'i.ppi',
    ])
    .orderBy('page.createdAt')
    .orderBy('page.id')
    .orderBy('i.position');

const allPage = precompiled((db, p: PageParams) => impactPageQuery(db, p, false));
const companyPage = precompiled((db, p: PageParams) => impactPageQuery(db, p, true));

type PageRow = Awaited<ReturnType<typeof allPage>>[number];

function consignmentOf(row: PageRow, items: PricedItem[]): ImpactConsignment {
  return {
    id: row.id,
    createdAt: Number(row.createdAt),
    companyId: row.companyId,
    depotFrom: row.depotFrom,
    depotTo: row.depotTo,
    // Every line of a consignment is of its one freight type: the first line's.
    freightType: row.type!,
    items,
    pickupRequired: row.pickupRequired as ServiceValue,
    deliveryRequired: row.deliveryRequired as ServiceValue,
    dangerousGoods: row.dgHas === 1,
  };
}

/**
 * The booked consignments created at or after `since` (epoch ms), of one company or all, page by
 * page. A consignment's freight type is its first item's; one without items is left out.
 */
export async function* consignmentPages(db: Db, since: number, companyId: number | null): AsyncGenerator<ImpactConsignment[]> {
  // Ids start at 1: the first page is every consignment from `since` on.
  let afterAt = since;
  let afterId = 0;
  for (;;) {
    const rows = await (companyId === null ? allPage : companyPage)(db, { afterAt, afterId, companyId: companyId ?? 0 });
    const page: ImpactConsignment[] = [];
    let consignments = 0;
    let lines: PricedItem[] | null = null;
    for (const row of rows) {
      if (row.id !== afterId) {
        consignments += 1;
        afterAt = Number(row.createdAt);
        afterId = row.id;
        lines = row.type === null ? null : [];
        if (lines) page.push(consignmentOf(row, lines));
      }
      // A row with an item (its columns are NOT NULL) is a priced item as it is: quantity, weight
      // and dimensions as typed, its entry. Not copied: 150,000 copies were garbage to collect.
      if (lines) lines.push(row as PricedItem);
    }
    if (page.length > 0) yield page;
    if (consignments < IMPACT_PAGE) return;
  }
}
