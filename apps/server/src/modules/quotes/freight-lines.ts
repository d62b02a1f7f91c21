import type { Db } from '../../db/database';
import { precompiled } from '../../db/precompiled';
import type { ItemFields } from './repo';

// The freight lines of quotes, pickups and consignments share their columns: one precompiled multi-row INSERT
// (decision 0005) serves every such table.

const ITEM_COLUMNS = [
  'position', 'itemKey', 'quantity', 'type', 'description', 'unitWeight', 'weight', 'length', 'width', 'height', 'ppi', 'ref',
  'dgClass', 'dgUnCode', 'dgTechName', 'dgSubRisk', 'dgPackGroup', 'dgPackType', 'dgPackCount', 'dgQty',
] as const satisfies readonly (keyof ItemFields)[];

/** Lines per INSERT at most: a statement per count is kept, so the counts stay few. */
const ITEMS_PER_INSERT = 50;

type LinesTable =
  | { table: 'quoteItems'; parent: 'quoteId' }
  | { table: 'pickupItems'; parent: 'pickupId' }
  | { table: 'consignmentItems'; parent: 'consignmentId' };

/** Writes lines under one parent row and answers the new lines' ids in the order given. */
export function freightLinesInsert({ table, parent }: LinesTable) {
  /** One INSERT of `count` lines; slot 0 is the parent id, then each line's columns in order. */
  const insertOf = (count: number) =>
    precompiled((db, p: unknown[]) => {
      let slot = 1;
      const rows = Array.from({ length: count }, () => {
        const row: Record<string, unknown> = { [parent]: p[0] };
        for (const column of ITEM_COLUMNS) row[column] = p[slot++];
        return row;
      });
      // Every such table has these columns; Kysely's types cannot follow a table name chosen at run time.
      return db
        .insertInto(table as 'quoteItems')
        .values(rows as never)
        .returning(['id', 'position']);
    });
  const inserts = new Map<number, ReturnType<typeof insertOf>>();

  return async function insert(db: Db, parentId: number, items: readonly ItemFields[]): Promise<number[]> {
    const ids: number[] = [];
    for (let start = 0; start < items.length; start += ITEMS_PER_INSERT) {
      const chunk = items.slice(start, start + ITEMS_PER_INSERT);
      let run = inserts.get(chunk.length);
      if (!run) {
        run = insertOf(chunk.length);
        inserts.set(chunk.length, run);
      }
      const slots: unknown[] = [parentId];
      for (const item of chunk) for (const column of ITEM_COLUMNS) slots.push(item[column]);
      // RETURNING promises no order: put the ids back in the lines' order.
      ids.push(...(await run(db, slots)).sort((a, b) => a.position - b.position).map((row) => row.id));
    }
    return ids;
  };
}
