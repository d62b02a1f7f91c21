import type { Selectable } from 'kysely';
import type { Db } from './database';
import { precompiled } from './precompiled';
import type { QuoteItemsTable } from './schema/booking-tables';

// The freight lines of quotes, pickups and consignments share their columns (spec 02 section 3,
// 'Freight line item'): one precompiled multi-row INSERT (decision 0005), one read and one
// rewrite serve every such table.

/** A line's columns, whatever it belongs to. */
export type ItemFields = Omit<Selectable<QuoteItemsTable>, 'id' | 'quoteId'>;
export type LineRow = ItemFields & { id: number };

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

/** The lines of one kind of booking: insert, find and rewrite them under a parent row. */
export function freightLines({ table, parent }: LinesTable) {
  // Every such table has these columns; Kysely's types cannot follow a table name chosen at run
  // time, so the queries are typed as the quote lines' and the rows come back as LineRow.
  const lines = table as 'quoteItems';
  const parentColumn = parent as 'quoteId';

  /** One INSERT of `count` lines; slot 0 is the parent id, then each line's columns in order. */
  const insertOf = (count: number) =>
    precompiled((db, p: unknown[]) => {
      let slot = 1;
      const rows = Array.from({ length: count }, () => {
        const row: Record<string, unknown> = { [parent]: p[0] };
        for (const column of ITEM_COLUMNS) row[column] = p[slot++];
        return row;
      });
      return db
        .insertInto(lines)
        .values(rows as never)
        .returning(['id', 'position']);
    });
  const inserts = new Map<number, ReturnType<typeof insertOf>>();

  /** Writes lines under one parent row; the new lines' ids in the order given. */
  async function insert(db: Db, parentId: number, items: readonly ItemFields[]): Promise<number[]> {
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
  }

  /** A parent's lines in their order: each line's id and columns, not its parent's id. Read by every view: compiled once. */
  const findQuery = precompiled((db, p: { parentId: number }) => db.selectFrom(lines).select(['id', ...ITEM_COLUMNS]).where(parentColumn, '=', p.parentId).orderBy('position'));
  const find = (db: Db, parentId: number): Promise<LineRow[]> => findQuery(db, { parentId });

  /**
   * A parent's lines rewritten: lines that come back with their ids keep them (updated), new ones
   * are added, the rest deleted. The ids in the lines' order (the answer's freightItemIDs).
   */
  async function rewrite(db: Db, parentId: number, items: readonly (ItemFields & { id: number })[]): Promise<number[]> {
    const existing = new Set((await find(db, parentId)).map((item) => item.id));
    const kept = new Set<number>();
    const ids: number[] = [];
    for (const { id, ...fields } of items) {
      if (existing.has(id) && !kept.has(id)) {
        await db.updateTable(lines).set(fields).where('id', '=', id).where(parentColumn, '=', parentId).execute();
        kept.add(id);
        ids.push(id);
      } else {
        ids.push(...(await insert(db, parentId, [fields])));
      }
    }
    const gone = [...existing].filter((id) => !kept.has(id));
    if (gone.length > 0) await db.deleteFrom(lines).where(parentColumn, '=', parentId).where('id', 'in', gone).execute();
    return ids;
  }

  /** Lines of many parents in one INSERT, no ids back (the scale seed, db/seed/scale-*.ts). */
  async function insertUnder(db: Db, rows: readonly { parentId: number; item: ItemFields }[]): Promise<void> {
    if (rows.length === 0) return;
    const values = rows.map(({ parentId, item }) => {
      const row: Record<string, unknown> = { [parent]: parentId };
      for (const column of ITEM_COLUMNS) row[column] = item[column];
      return row;
    });
    await db.insertInto(lines).values(values as never).execute();
  }

  return { insert, insertUnder, find, rewrite };
}
