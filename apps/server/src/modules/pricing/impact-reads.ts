import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import type { ServiceValue } from '@portal/domain/booking/booking';
import type { PricedItem } from '@portal/domain/pricing/price-quote';
import type { StoredConsignment } from '@portal/domain/pricing/version-impact';
import type { Db } from '../../db/database';

// The consignments the cost of a change re-prices (issue 27), read a chunk at a time: keyset
// pages in (created_at, id) order (the created_at index; a customer's by its company index), the
// items of each page in one query by consignment ids. A page is a few milliseconds of reading on
// SQLite, whose reads block the event loop, so the caller yields between pages and other
// requests wait no longer than one page. A drop freight not yet booked (status 2) is a draft.

/** Consignments per page: a few milliseconds of reading and pricing, and well under both engines' bound-parameter limits for the items' IN list. */
export const IMPACT_PAGE = 2_000;

export interface ImpactConsignment extends StoredConsignment {
  id: number;
  createdAt: number;
}

interface Cursor {
  createdAt: number;
  id: number;
}

function consignmentPage(db: Db, since: number, companyId: number | null, after: Cursor | null) {
  let query = db
    .selectFrom('consignments')
    .select(['id', 'companyId', 'createdAt', 'depotFrom', 'depotTo', 'pickupRequired', 'deliveryRequired', 'dgHas'])
    .where('createdAt', '>=', since)
    .where('status', '<>', DROP_FREIGHT_STATUS_DRAFT);
  if (companyId !== null) query = query.where('companyId', '=', companyId);
  if (after) query = query.where((eb) => eb(eb.refTuple('createdAt', 'id'), '>', eb.tuple(after.createdAt, after.id)));
  return query.orderBy('createdAt').orderBy('id').limit(IMPACT_PAGE).execute();
}

const itemsOf = (db: Db, ids: readonly number[]) =>
  db
    .selectFrom('consignmentItems')
    .select(['consignmentId', 'position', 'type', 'quantity', 'unitWeight', 'length', 'width', 'height', 'ppi'])
    .where('consignmentId', 'in', ids)
    .execute();

/**
 * The booked consignments created at or after `since` (epoch ms), of one company or all, page by
 * page. A consignment's freight type is its first item's; one without items is left out.
 */
export async function* consignmentPages(db: Db, since: number, companyId: number | null): AsyncGenerator<ImpactConsignment[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await consignmentPage(db, since, companyId, after);
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: Number(last.createdAt), id: last.id };
    const items = new Map<number, { position: number; type: string; lines: PricedItem[] }>();
    for (const item of await itemsOf(db, rows.map((row) => row.id))) {
      const line: PricedItem = { quantity: item.quantity, unitWeight: item.unitWeight, length: item.length, width: item.width, height: item.height, ppi: item.ppi };
      const known = items.get(item.consignmentId);
      if (!known) items.set(item.consignmentId, { position: item.position, type: item.type, lines: [line] });
      else {
        known.lines.push(line);
        if (item.position < known.position) Object.assign(known, { position: item.position, type: item.type });
      }
    }
    const page: ImpactConsignment[] = [];
    for (const row of rows) {
      const found = items.get(row.id);
      if (!found) continue;
      page.push({
        id: row.id,
        createdAt: Number(row.createdAt),
        companyId: row.companyId,
        depotFrom: row.depotFrom,
        depotTo: row.depotTo,
        freightType: found.type,
        items: found.lines,
        pickupRequired: row.pickupRequired as ServiceValue,
        deliveryRequired: row.deliveryRequired as ServiceValue,
        dangerousGoods: row.dgHas === 1,
      });
    }
    yield page;
    if (rows.length < IMPACT_PAGE) return;
  }
}
