import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { precompiled } from '../../db/precompiled';
import type { PickupsTable } from '../../db/schema/pickup-tables';
import { freightLines } from '../../db/freight-lines-repo';

// Pickups and their freight lines. Every query of a pickup takes the company id (DESIGN.md,
// Data): a number from another company finds nothing.

export type PickupRow = Selectable<PickupsTable>;
/** The columns a booking writes; status, connote and completion start at their defaults. */
export type NewPickup = Omit<PickupRow, 'id' | 'status' | 'conType' | 'conNumber' | 'completedAt' | 'version'>;
export type PickupFields = Omit<NewPickup, 'companyId' | 'createdBy' | 'createdAt' | 'bookedAt' | 'quoteId'>;

const PICKUP_COLUMNS = [
  'companyId', 'createdBy', 'progress',
  'senderKey', 'senderFullName', 'senderPhone', 'senderEmail', 'senderStreet', 'senderSuburb', 'senderState', 'senderPostCode', 'senderCompany', 'senderAbn',
  'receiverKey', 'receiverFullName', 'receiverPhone', 'receiverEmail', 'receiverStreet', 'receiverSuburb', 'receiverState', 'receiverPostCode', 'receiverCompany', 'receiverAbn',
  'poNumber', 'pickupRef', 'ppi', 'dgHas', 'dgClasses', 'instructions', 'pickupRequired', 'deliveryRequired', 'depotFrom', 'depotTo',
  'readyWhen', 'readyAtDate', 'readyAtTime', 'openFrom', 'closedAfter', 'bookedBy', 'readyAt', 'scheduleDay', 'scheduleMsg', 'scheduleRule',
  'quoteId', 'extraEmail', 'createdAt', 'bookedAt', 'updatedAt',
] as const satisfies readonly (keyof NewPickup)[];

// The inserts of every booking are compiled once (decision 0005), as the quote's are.
const insertPickupRow = precompiled((db, p: NewPickup) => {
  const values: Record<string, unknown> = {};
  for (const column of PICKUP_COLUMNS) values[column] = p[column];
  return db.insertInto('pickups').values(values as Insertable<PickupsTable>).returning('id');
});

export async function insertPickup(db: Db, pickup: NewPickup): Promise<number> {
  const [row] = await insertPickupRow(db, pickup);
  return row!.id;
}

/** A pickup's freight lines (insert, find, rewrite). */
export const pickupLines = freightLines({ table: 'pickupItems', parent: 'pickupId' });

export function findPickup(db: Db, companyId: number, id: number): Promise<PickupRow | undefined> {
  return db.selectFrom('pickups').selectAll().where('id', '=', id).where('companyId', '=', companyId).executeTakeFirst();
}


/** Completes a pickup still at status 0 with its connote; false when it was completed already (decision 0019). */
export async function completePickup(
  db: Db,
  companyId: number,
  pickupId: number,
  connote: { conType: 'manual' | 'electronic'; conNumber: string; extraEmail: string },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('pickups')
    .set((eb) => ({ status: 1, ...connote, completedAt: now, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', pickupId)
    .where('companyId', '=', companyId)
    .where('status', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Rewrites a pickup still editable (status 0) and still at the version the save was read at
 * (decision 0030); its new version, or null when it was completed or changed meanwhile.
 */
export async function updateEditablePickup(db: Db, companyId: number, id: number, version: number, fields: Updateable<PickupsTable>): Promise<number | null> {
  const row = await db
    .updateTable('pickups')
    .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('companyId', '=', companyId)
    .where('status', '=', 0)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? null;
}



