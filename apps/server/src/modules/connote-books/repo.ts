import { sql } from 'kysely';
import type { BookRange } from '@portal/domain/carrier/connote-books';
import type { Db, Engine } from '../../db/database';

// The connote_books table is this module's (issue 26, decision 0019): the back office allots
// books, bookings ask whether a serial is in one of the company's books, and the book's
// nearly-used notice is claimed here once. Company names are read with the books (one query each).

/** The company's book that holds the serial, if any. */
export function bookHolding(db: Db, companyId: number, serial: number) {
  return db
    .selectFrom('connoteBooks')
    .select(['id', 'firstSerial', 'lastSerial', 'nearlyUsedNoticeAt'])
    .where('companyId', '=', companyId)
    .where('firstSerial', '<=', serial)
    .where('lastSerial', '>=', serial)
    .limit(1)
    .executeTakeFirst();
}

const withCompany = (db: Db) =>
  db
    .selectFrom('connoteBooks as b')
    .innerJoin('companies as c', 'c.id', 'b.companyId')
    .select(['b.id', 'b.companyId', 'c.name as companyName', 'b.firstSerial', 'b.lastSerial', 'b.nearlyUsedNoticeAt', 'b.createdAt']);

/** Every book with its company's name: what a new range must not overlap. */
export const allBooks = (db: Db) => withCompany(db).orderBy('b.firstSerial').execute();
export type BookRow = Awaited<ReturnType<typeof allBooks>>[number];

export const findBook = (db: Db, id: number) => withCompany(db).where('b.id', '=', id).executeTakeFirstOrThrow();

/** One page of the books, a company's or everyone's, by company name then range. */
export function pageOfBooks(db: Db, filter: { companyId?: number; offset: number; limit: number }) {
  let query = withCompany(db).orderBy('c.name').orderBy('b.companyId').orderBy('b.firstSerial').offset(filter.offset).limit(filter.limit);
  if (filter.companyId !== undefined) query = query.where('b.companyId', '=', filter.companyId);
  return query.execute();
}

export async function countBooks(db: Db, companyId?: number): Promise<number> {
  let query = db.selectFrom('connoteBooks').select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (companyId !== undefined) query = query.where('companyId', '=', companyId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export const findCompany = (db: Db, id: number) => db.selectFrom('companies').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

/**
 * Keeps other allotments out until the transaction ends, so two overlapping ranges allotted at
 * once cannot both pass the overlap check. SQLite has one writer already; PostgreSQL's mode lets
 * the books be read meanwhile, and a booking's notice claim waits its turn.
 */
export async function lockBooks(trx: Db, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`LOCK TABLE connote_books IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

export async function insertBook(trx: Db, book: BookRange & { companyId: number; createdAt: number }): Promise<number> {
  const { id } = await trx.insertInto('connoteBooks').values(book).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Marks the book's nearly-used notice sent; false when it was already (the notice goes once). */
export async function claimNearlyUsedNotice(trx: Db, id: number, now: number): Promise<boolean> {
  const result = await trx.updateTable('connoteBooks').set({ nearlyUsedNoticeAt: now }).where('id', '=', id).where('nearlyUsedNoticeAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
