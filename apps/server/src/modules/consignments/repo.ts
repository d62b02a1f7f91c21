import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import type { Db } from '../../db/database';
import type { ConsignmentsTable } from '../../db/schema/consignment-tables';
import { freightLines } from '../bookings/freight-lines';

// Consignments and their freight lines. Every query of a customer's consignment takes the
// company id (DESIGN.md, Data); only the tracking id, random and unguessable, finds one without.

export type ConsignmentRow = Selectable<ConsignmentsTable>;
export type NewConsignment = Omit<Insertable<ConsignmentsTable>, 'id'>;
/** What a change of a consignment may set: never its company, number or tracking id. */
export type ConsignmentUpdate = Omit<Updateable<ConsignmentsTable>, 'id' | 'companyId' | 'number' | 'trackingId'>;


export async function consignmentExists(db: Db, number: string): Promise<boolean> {
  const row = await db.selectFrom('consignments').select('id').where('number', '=', number).executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a consignment; its id, or null when its number is used already. The unique index
 * decides, so of two bookings of one manual connote at once only one succeeds.
 */
export async function insertConsignment(db: Db, consignment: NewConsignment): Promise<number | null> {
  const row = await db
    .insertInto('consignments')
    .values(consignment)
    .onConflict((oc) => oc.column('number').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Changes a consignment still at status 2 (a drop freight not yet booked); false when it is not
 * (booked meanwhile). The condition is in the UPDATE, which also locks the row on PostgreSQL.
 */
export async function updateDraftConsignment(db: Db, companyId: number, id: number, fields: ConsignmentUpdate): Promise<boolean> {
  const result = await db
    .updateTable('consignments')
    .set(fields)
    .where('id', '=', id)
    .where('companyId', '=', companyId)
    .where('status', '=', DROP_FREIGHT_STATUS_DRAFT)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A consignment's freight lines (insert, find, rewrite). */
export const consignmentLines = freightLines({ table: 'consignmentItems', parent: 'consignmentId' });

export function findConsignment(db: Db, companyId: number, number: string): Promise<ConsignmentRow | undefined> {
  return db.selectFrom('consignments').selectAll().where('number', '=', number).where('companyId', '=', companyId).executeTakeFirst();
}

export function findConsignmentById(db: Db, id: number): Promise<ConsignmentRow | undefined> {
  return db.selectFrom('consignments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Operations and the simulator: any company's consignment by its number. */
export function findConsignmentByNumber(db: Db, number: string): Promise<ConsignmentRow | undefined> {
  return db.selectFrom('consignments').selectAll().where('number', '=', number).executeTakeFirst();
}

export function findByTrackingId(db: Db, trackingId: string): Promise<ConsignmentRow | undefined> {
  return db.selectFrom('consignments').selectAll().where('trackingId', '=', trackingId).executeTakeFirst();
}


/** Characters LIKE treats specially, escaped so a search for '50%' finds '50%'. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The company's booked consignments created since `since`, newest first, with the highest event
 * code, a POD and a scanned original flagged; a search matches the number, the customer
 * reference or the receiver (business, name or suburb), ignoring case.
 */
export function listConsignments(db: Db, companyId: number, since: number, search: string, limit: number) {
  let query = db
    .selectFrom('consignments as c')
    .leftJoin('pods as p', 'p.consignmentId', 'c.id')
    .select(['c.id', 'c.number', 'c.createdAt', 'c.senderCompany', 'c.senderSuburb', 'c.senderState', 'c.senderPostCode'])
    .select(['c.receiverCompany', 'c.receiverSuburb', 'c.receiverState', 'c.receiverPostCode', 'c.customerRef', 'c.scannedAt'])
    .select('p.consignmentId as podOf')
    .select((eb) => eb.selectFrom('trackingEvents as e').select((e) => e.fn.max('e.code').as('m')).whereRef('e.consignmentId', '=', 'c.id').as('highestCode'))
    .where('c.companyId', '=', companyId)
    .where('c.status', '!=', DROP_FREIGHT_STATUS_DRAFT)
    .where('c.createdAt', '>=', since);
  const text = search.trim();
  if (text) {
    const pattern = likePattern(text);
    const columns = ['c.number', 'c.customerRef', 'c.receiverCompany', 'c.receiverFullName', 'c.receiverSuburb'];
    // ESCAPE names the backslash in both engines (SQLite has no default escape character).
    const matches = columns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
    query = query.where(sql<boolean>`(${sql.join(matches, sql` or `)})`);
  }
  return query.orderBy('c.createdAt', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
}
export type ConsignmentListDbRow = Awaited<ReturnType<typeof listConsignments>>[number];

export async function markScanned(db: Db, consignmentId: number, now: number): Promise<void> {
  await db.updateTable('consignments').set({ scannedAt: now, updatedAt: now }).where('id', '=', consignmentId).execute();
}

/** Marks a change and, in PostgreSQL, locks the row until the transaction ends. */
export async function touchConsignment(db: Db, consignmentId: number, now: number): Promise<void> {
  await db.updateTable('consignments').set({ updatedAt: now }).where('id', '=', consignmentId).execute();
}
