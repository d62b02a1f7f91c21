import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { QuoteItemsTable, QuotesTable } from '../../db/schema';

// Quotes and their freight lines. Every query of a quote takes the company id (DESIGN.md, Data):
// a number from another company finds nothing.

export type QuoteRow = Selectable<QuotesTable>;
export type NewQuote = Insertable<QuotesTable>;
export type QuoteItemRow = Selectable<QuoteItemsTable>;
export type ItemFields = Omit<Insertable<QuoteItemsTable>, 'id' | 'quoteId'>;

export async function insertQuote(db: Db, quote: NewQuote): Promise<number> {
  const { id } = await db.insertInto('quotes').values(quote).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The new lines' ids in the order given. */
export async function insertItems(db: Db, quoteId: number, items: readonly ItemFields[]): Promise<number[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insertInto('quoteItems')
    .values(items.map((item) => ({ ...item, quoteId })))
    .returning(['id', 'position'])
    .execute();
  // RETURNING promises no order: put the ids back in the lines' order.
  return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
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
