import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { precompiled } from '../../db/precompiled';
import type { QuoteItemsTable, QuotesTable } from '../../db/schema/booking-tables';

// Quotes and their freight lines. Every query of a quote takes the company id (DESIGN.md, Data):
// a number from another company finds nothing.

export type QuoteRow = Selectable<QuotesTable>;
export type QuoteItemRow = Selectable<QuoteItemsTable>;
export type ItemFields = Omit<QuoteItemRow, 'id' | 'quoteId'>;

/** The columns a new quote is written with; the rest start at their defaults. */
export type NewQuote = Omit<QuoteRow, 'id' | 'accepted' | 'acceptedAt' | 'connote' | 'pickup'>;

// The two inserts of every new quote are compiled once (decision 0005's precompiled queries):
// building them through Kysely cost more than SQLite writing them.
const insertQuoteRow = precompiled((db, p: NewQuote) =>
  db
    .insertInto('quotes')
    .values({
      companyId: p.companyId,
      createdBy: p.createdBy,
      sender: p.sender,
      receiver: p.receiver,
      customerRef: p.customerRef,
      poNumber: p.poNumber,
      ppi: p.ppi,
      pickupRequired: p.pickupRequired,
      deliveryRequired: p.deliveryRequired,
      dgHas: p.dgHas,
      dgClasses: p.dgClasses,
      instructions: p.instructions,
      progress: p.progress,
      depotFrom: p.depotFrom,
      depotTo: p.depotTo,
      generalRate: p.generalRate,
      price: p.price,
      breakdown: p.breakdown,
      fuelLevyPercent: p.fuelLevyPercent,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      validUntil: p.validUntil,
    })
    .returning('id'),
);

const ITEM_COLUMNS = [
  'position', 'itemKey', 'quantity', 'type', 'description', 'unitWeight', 'weight', 'length', 'width', 'height', 'ppi', 'ref',
  'dgClass', 'dgUnCode', 'dgTechName', 'dgSubRisk', 'dgPackGroup', 'dgPackType', 'dgPackCount', 'dgQty',
] as const satisfies readonly (keyof ItemFields)[];

/** Slot n is the n-th parameter: the quote id, then each line's columns in ITEM_COLUMNS order. */
type ItemSlots = unknown[];

/** One INSERT of `count` lines, compiled once per count. */
function itemsInsert(count: number) {
  return precompiled((db, p: ItemSlots) => {
    let slot = 1;
    return db
      .insertInto('quoteItems')
      .values(
        Array.from({ length: count }, () => {
          const row: Record<string, unknown> = { quoteId: p[0] };
          for (const column of ITEM_COLUMNS) row[column] = p[slot++];
          return row as Insertable<QuoteItemsTable>;
        }),
      )
      .returning(['id', 'position']);
  });
}
const itemsInserts = new Map<number, ReturnType<typeof itemsInsert>>();

export async function insertQuote(db: Db, quote: NewQuote): Promise<number> {
  const [row] = await insertQuoteRow(db, quote);
  return row!.id;
}

/** Lines per INSERT at most: a statement per count is kept, so the counts stay few. */
const ITEMS_PER_INSERT = 50;

/** The new lines' ids in the order given. */
export async function insertItems(db: Db, quoteId: number, items: readonly ItemFields[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < items.length; start += ITEMS_PER_INSERT) {
    const chunk = items.slice(start, start + ITEMS_PER_INSERT);
    let insert = itemsInserts.get(chunk.length);
    if (!insert) {
      insert = itemsInsert(chunk.length);
      itemsInserts.set(chunk.length, insert);
    }
    const slots: ItemSlots = [quoteId];
    for (const item of chunk) for (const column of ITEM_COLUMNS) slots.push(item[column]);
    const rows = await insert(db, slots);
    // RETURNING promises no order: put the ids back in the lines' order.
    ids.push(...rows.sort((a, b) => a.position - b.position).map((row) => row.id));
  }
  return ids;
}

export function findQuote(db: Db, companyId: number, id: number): Promise<QuoteRow | undefined> {
  return db.selectFrom('quotes').selectAll().where('id', '=', id).where('companyId', '=', companyId).executeTakeFirst();
}

export function findItems(db: Db, quoteId: number): Promise<QuoteItemRow[]> {
  return db.selectFrom('quoteItems').selectAll().where('quoteId', '=', quoteId).orderBy('position').execute();
}

export async function updateQuote(db: Db, companyId: number, id: number, fields: Updateable<QuotesTable>): Promise<void> {
  await db.updateTable('quotes').set(fields).where('id', '=', id).where('companyId', '=', companyId).execute();
}

export async function updateItem(db: Db, quoteId: number, itemId: number, fields: ItemFields): Promise<void> {
  await db.updateTable('quoteItems').set(fields).where('id', '=', itemId).where('quoteId', '=', quoteId).execute();
}

export async function deleteItems(db: Db, quoteId: number, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.deleteFrom('quoteItems').where('quoteId', '=', quoteId).where('id', 'in', itemIds).execute();
}

/**
 * Accepts an unaccepted quote; false when it was accepted already. The condition is in the
 * UPDATE, so two accepts at once cannot both succeed.
 */
export async function markAccepted(db: Db, companyId: number, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('quotes')
    .set({ accepted: 1, acceptedAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('companyId', '=', companyId)
    .where('accepted', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The company's quotes created since `since`, newest first. */
export function listQuotes(db: Db, companyId: number, since: number) {
  return db
    .selectFrom('quotes')
    .select(['id', 'createdAt', 'sender', 'receiver', 'customerRef', 'pickup', 'connote', 'accepted', 'validUntil'])
    .where('companyId', '=', companyId)
    .where('createdAt', '>=', since)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
export type QuoteListDbRow = Awaited<ReturnType<typeof listQuotes>>[number];
