import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { precompiled } from '../../db/precompiled';
import { freightLines } from '../bookings/freight-lines';
import type { QuotesTable } from '../../db/schema/booking-tables';

// Quotes and their freight lines. Every query of a quote takes the company id (DESIGN.md, Data):
// a number from another company finds nothing.

export type QuoteRow = Selectable<QuotesTable>;

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

export async function insertQuote(db: Db, quote: NewQuote): Promise<number> {
  const [row] = await insertQuoteRow(db, quote);
  return row!.id;
}

/** A quote's freight lines (insert, find, rewrite). */
export const quoteLines = freightLines({ table: 'quoteItems', parent: 'quoteId' });

export function findQuote(db: Db, companyId: number, id: number): Promise<QuoteRow | undefined> {
  return db.selectFrom('quotes').selectAll().where('id', '=', id).where('companyId', '=', companyId).executeTakeFirst();
}


export async function updateQuote(db: Db, companyId: number, id: number, fields: Updateable<QuotesTable>): Promise<void> {
  await db.updateTable('quotes').set(fields).where('id', '=', id).where('companyId', '=', companyId).execute();
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
    .selectFrom('quotes as q')
    // The quote's consignment, for its scanned flag (same company: numbers are unique).
    .leftJoin('consignments as c', (join) => join.onRef('c.number', '=', 'q.connote').onRef('c.companyId', '=', 'q.companyId'))
    .select(['q.id', 'q.createdAt', 'q.sender', 'q.receiver', 'q.customerRef', 'q.pickup', 'q.connote', 'q.accepted', 'q.validUntil'])
    .select('c.scannedAt')
    .where('q.companyId', '=', companyId)
    .where('q.createdAt', '>=', since)
    .orderBy('q.createdAt', 'desc')
    .orderBy('q.id', 'desc')
    .execute();
}
export type QuoteListDbRow = Awaited<ReturnType<typeof listQuotes>>[number];

/**
 * Claims an accepted, unconverted quote for conversion: false when it is converted already. The
 * condition is in the UPDATE, which also locks the row, so of two conversions at once the second
 * waits for the first and then finds the quote converted.
 */
export async function claimQuoteForConversion(db: Db, companyId: number, quoteId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('quotes')
    .set({ updatedAt: now })
    .where('id', '=', quoteId)
    .where('companyId', '=', companyId)
    .where('accepted', '=', 1)
    .where('pickup', '=', '')
    .where('connote', '=', '')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The quotes list shows the pickup made from a quote (its status becomes Converted). */
export async function setQuotePickup(db: Db, companyId: number, quoteId: number, pickupNumber: string): Promise<void> {
  await db.updateTable('quotes').set({ pickup: pickupNumber }).where('id', '=', quoteId).where('companyId', '=', companyId).execute();
}

/** The quote gets its consignment's number: a pickup's once created, a drop freight's once numbered (its list links to both). */
export async function setQuotePickupConnote(db: Db, companyId: number, quoteId: number, conNumber: string): Promise<void> {
  await db.updateTable('quotes').set({ connote: conNumber }).where('id', '=', quoteId).where('companyId', '=', companyId).execute();
}
