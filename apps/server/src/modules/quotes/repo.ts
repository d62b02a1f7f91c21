import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { precompiled } from '../../db/precompiled';
import { freightLines } from '../../db/freight-lines-repo';
import type { QuotesTable } from '../../db/schema/booking-tables';

// Quotes and their freight lines. Every query of a quote takes the company id (DESIGN.md, Data):
// a number from another company finds nothing.

export type QuoteRow = Selectable<QuotesTable>;

/** The columns a new quote is written with; the rest start at their defaults. */
export type NewQuote = Omit<QuoteRow, 'id' | 'accepted' | 'acceptedAt' | 'connote' | 'pickup' | 'version'>;

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
      rateVersionId: p.rateVersionId,
      levyMonth: p.levyMonth,
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

/**
 * Re-prices a quote still unaccepted and at the version the save was read at (decision 0030):
 * its new version, or null when it was accepted or changed meanwhile and nothing was written.
 */
export async function updateQuote(db: Db, companyId: number, id: number, version: number, fields: Updateable<QuotesTable>): Promise<number | null> {
  const row = await db
    .updateTable('quotes')
    .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('companyId', '=', companyId)
    .where('accepted', '=', 0)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? null;
}

/**
 * Accepts an unaccepted quote at the version whose price the caller saw; its new version, or
 * null when it was accepted or re-priced meanwhile. The conditions are in the UPDATE, so two
 * accepts at once cannot both succeed.
 */
export function markAccepted(db: Db, companyId: number, id: number, version: number, now: number): Promise<number | null> {
  return updateQuote(db, companyId, id, version, { accepted: 1, acceptedAt: now, updatedAt: now });
}

/**
 * Claims an accepted, unconverted quote for conversion: false when it is converted already. The
 * condition is in the UPDATE, which also locks the row, so of two conversions at once the second
 * waits for the first and then finds the quote converted.
 */
export async function claimQuoteForConversion(db: Db, companyId: number, quoteId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('quotes')
    .set((eb) => ({ updatedAt: now, version: eb('version', '+', 1) }))
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
  await db.updateTable('quotes').set((eb) => ({ pickup: pickupNumber, version: eb('version', '+', 1) })).where('id', '=', quoteId).where('companyId', '=', companyId).execute();
}

/** The quote gets its consignment's number: a pickup's once created, a drop freight's once numbered (its list links to both). */
export async function setQuotePickupConnote(db: Db, companyId: number, quoteId: number, conNumber: string): Promise<void> {
  await db.updateTable('quotes').set((eb) => ({ connote: conNumber, version: eb('version', '+', 1) })).where('id', '=', quoteId).where('companyId', '=', companyId).execute();
}
