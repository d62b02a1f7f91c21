import { sql, type Insertable, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import type { Db } from '../../db/database';
import { precompiled } from '../../db/precompiled';
import type { Database } from '../../db/schema';
import type { ConsignmentsTable } from '../../db/schema/consignment-tables';
import { freightLines } from '../../db/freight-lines-repo';

// Consignments and their freight lines. Every query of a customer's consignment takes the
// company id (DESIGN.md, Data); only the tracking id, random and unguessable, finds one without.

export type ConsignmentRow = Selectable<ConsignmentsTable>;
export type NewConsignment = Omit<Insertable<ConsignmentsTable>, 'id'>;
/** What a change of a consignment may set: never its company, number or tracking id. */
export type ConsignmentUpdate = Omit<Updateable<ConsignmentsTable>, 'id' | 'companyId' | 'number' | 'trackingId'>;


export async function consignmentExists(db: Db, number: string): Promise<boolean> {
  const row = await db.selectFrom('consignments').select('id').where('number', '=', number).executeTakeFirst();
  if (row) return true;
  // A swept draft's number stays used (decision 0040).
  const retired = await db.selectFrom('retiredConnotes').select('number').where('number', '=', number).executeTakeFirst();
  return retired !== undefined;
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
 * Changes a consignment still at status 2 (a drop freight not yet booked) and still at the
 * version the change was read at (decision 0030); its new version, or null when it was booked or
 * changed meanwhile. The conditions are in the UPDATE, which also locks the row on PostgreSQL.
 */
export async function updateDraftConsignment(db: Db, companyId: number, id: number, version: number, fields: ConsignmentUpdate): Promise<number | null> {
  const row = await db
    .updateTable('consignments')
    .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('companyId', '=', companyId)
    .where('status', '=', DROP_FREIGHT_STATUS_DRAFT)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? null;
}

/** A consignment's freight lines (insert, find, rewrite). */
export const consignmentLines = freightLines({ table: 'consignmentItems', parent: 'consignmentId' });

// The consignment view and tracking read a consignment on every call: compiled once (decision 0005).
const byNumber = precompiled((db, p: { companyId: number; number: string }) =>
  db.selectFrom('consignments').selectAll().where('number', '=', p.number).where('companyId', '=', p.companyId),
);
const byTrackingId = precompiled((db, p: { trackingId: string }) => db.selectFrom('consignments').selectAll().where('trackingId', '=', p.trackingId));

export async function findConsignment(db: Db, companyId: number, number: string): Promise<ConsignmentRow | undefined> {
  const [row] = await byNumber(db, { companyId, number });
  return row;
}

export function findConsignmentById(db: Db, id: number): Promise<ConsignmentRow | undefined> {
  return db.selectFrom('consignments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Operations and the simulator: any company's consignment by its number. */
export function findConsignmentByNumber(db: Db, number: string): Promise<ConsignmentRow | undefined> {
  return db.selectFrom('consignments').selectAll().where('number', '=', number).executeTakeFirst();
}

export async function findByTrackingId(db: Db, trackingId: string): Promise<ConsignmentRow | undefined> {
  const [row] = await byTrackingId(db, { trackingId });
  return row;
}


export async function markScanned(db: Db, consignmentId: number, now: number): Promise<void> {
  await db.updateTable('consignments').set((eb) => ({ scannedAt: now, updatedAt: now, version: eb('version', '+', 1) })).where('id', '=', consignmentId).execute();
}

/** Marks a change and, in PostgreSQL, locks the row until the transaction ends. */
export async function touchConsignment(db: Db, consignmentId: number, now: number): Promise<void> {
  await db.updateTable('consignments').set((eb) => ({ updatedAt: now, version: eb('version', '+', 1) })).where('id', '=', consignmentId).execute();
}

/**
 * insertConsignment for many rows in one INSERT (the scale seed): each new row's id by its
 * number; a number used already is left out. Every row must name the same columns.
 */
export async function insertConsignments(db: Db, consignments: readonly NewConsignment[]): Promise<Map<string, number>> {
  if (consignments.length === 0) return new Map();
  const rows = await db
    .insertInto('consignments')
    .values([...consignments])
    .onConflict((oc) => oc.column('number').doNothing())
    .returning(['id', 'number'])
    .execute();
  return new Map(rows.map((row) => [row.number, row.id]));
}

// Drop freights (decision 0025) are consignments: the condition that finds them, and the sweep
// that retires their abandoned drafts (drop-freight/draft-sweep.ts).

/**
 * The drop-freight condition, as literals: the partial index (migrations 0008, 0009) is used only by
 * a query whose WHERE repeats its own, and a bound parameter would not prove that it does.
 */
export function dropFreightsOnly<O>(query: SelectQueryBuilder<Database, 'consignments', O>) {
  return query.where('firstStage', '=', sql.lit('receival')).where('pickupId', 'is', null);
}

// The sweep of abandoned drafts (drop-freight/draft-sweep.ts, decision 0040), across every company.
/** Retires up to `limit` drafts last changed before `before`; how many it found. */
export async function retireDraftsBefore(db: Db, now: number, before: number, limit: number): Promise<number> {
  // status as a literal: the partial index of migration 0019 is used only by a query that repeats it.
  const stale = await dropFreightsOnly(db.selectFrom('consignments').select(['id', 'number', 'companyId']))
    .where('status', '=', sql.lit(DROP_FREIGHT_STATUS_DRAFT))
    .where('updatedAt', '<', before)
    .orderBy('updatedAt')
    .limit(limit)
    .execute();
  if (stale.length === 0) return 0;
  await db
    .insertInto('retiredConnotes')
    .values(stale.map(({ number, companyId }) => ({ number, companyId, retiredAt: now })))
    .onConflict((oc) => oc.column('number').doNothing())
    .execute();
  // A save since the read above keeps its draft: the condition is asked again.
  await db
    .deleteFrom('consignments')
    .where('id', 'in', stale.map((row) => row.id))
    .where('status', '=', sql.lit(DROP_FREIGHT_STATUS_DRAFT))
    .where('updatedAt', '<', before)
    .execute();
  return stale.length;
}
