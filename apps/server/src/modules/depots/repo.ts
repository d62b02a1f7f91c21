import type { Insertable, Updateable } from 'kysely';
import { DELIVERED_CODE } from '@portal/domain/tracking/event-codes';
import type { Db } from '../../db/database';
import type { DepotsTable } from '../../db/schema/booking-tables';

// The depots table is this module's (issue 26): the back office adds, edits and deletes depots;
// the tariff reads them all through the service. Whether a depot is in use is one question over
// the tables that name depots, so it is one query here (decision 0051, 'reads across tables').

export const depotRows = (db: Db) => db.selectFrom('depots').selectAll().orderBy('code').execute();
export type DepotRow = Awaited<ReturnType<typeof depotRows>>[number];

export const findDepotRow = (db: Db, code: string) => db.selectFrom('depots').selectAll().where('code', '=', code).executeTakeFirst();

/** Adds a depot; false when its code is taken. */
export async function insertDepot(db: Db, row: Insertable<DepotsTable>): Promise<boolean> {
  const result = await db.insertInto('depots').values(row).onConflict((oc) => oc.column('code').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Rewrites a depot's fields but its code; false when there is no such depot. */
export async function updateDepot(db: Db, code: string, row: Omit<Updateable<DepotsTable>, 'code'>): Promise<boolean> {
  const result = await db.updateTable('depots').set(row).where('code', '=', code).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteDepot(db: Db, code: string): Promise<boolean> {
  const result = await db.deleteFrom('depots').where('code', '=', code).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The codes of the depots a lane names, on any version of any card. */
async function depotsOfRates(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('rateLanes').select('depotFrom as code').union(db.selectFrom('rateLanes').select('depotTo as code')).execute();
  return new Set(rows.map((row) => row.code));
}

/**
 * Of `codes`, those an open booking names: a quote still valid and not converted, a pickup not
 * yet turned into a consignment, a consignment not yet delivered (a drop-freight draft included).
 * The booking tables are large and not indexed by depot, so only the codes no rate names are asked.
 */
async function depotsOfOpenBookings(db: Db, now: number, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const openQuote = db.selectFrom('quotes').where('validUntil', '>=', now).where('pickup', '=', '').where('connote', '=', '');
  const openPickup = db.selectFrom('pickups').where('status', '=', 0);
  const openConsignment = db
    .selectFrom('consignments as c')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('trackingEvents as t').select('t.id').whereRef('t.consignmentId', '=', 'c.id').where('t.code', '=', DELIVERED_CODE))));
  const rows = await openQuote
    .select('depotFrom as code')
    .where('depotFrom', 'in', codes)
    .union(openQuote.select('depotTo as code').where('depotTo', 'in', codes))
    .union(openPickup.select('depotFrom as code').where('depotFrom', 'in', codes))
    .union(openPickup.select('depotTo as code').where('depotTo', 'in', codes))
    .union(openConsignment.select('c.depotFrom as code').where('c.depotFrom', 'in', codes))
    .union(openConsignment.select('c.depotTo as code').where('c.depotTo', 'in', codes))
    .execute();
  return new Set(rows.map((row) => row.code));
}

/** Which of `codes` a rate (any card) or an open booking names: those cannot be deleted. */
export async function depotsInUse(db: Db, now: number, codes: readonly string[]): Promise<Set<string>> {
  const rated = await depotsOfRates(db);
  const booked = await depotsOfOpenBookings(db, now, codes.filter((code) => !rated.has(code)));
  return new Set(codes.filter((code) => rated.has(code) || booked.has(code)));
}
