import { DROP_FREIGHT_STATUS_BOOKED } from '@portal/domain/api/drop-freight';
import { DELIVERED_CODE } from '@portal/domain/tracking/event-codes';
import type { Db } from '../../db/database';
import { precompiled } from '../../db/precompiled';

// Scan events of consignments (spec 02 section 4's codes). A code is stored once per
// consignment (unique index), so two scanners racing to record it cannot both succeed.

export interface NewTrackingEvent {
  consignmentId: number;
  code: number;
  at: number;
  depot: string;
  recordedAt: number;
  /** The staff member who recorded it by hand (customer service); absent for the carrier's systems. */
  staffUserId?: number | null;
}

/** false when the consignment has this code already. */
export async function insertEvent(db: Db, event: NewTrackingEvent): Promise<boolean> {
  const row = await db
    .insertInto('trackingEvents')
    .values(event)
    .onConflict((oc) => oc.columns(['consignmentId', 'code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// Read by every consignment view and tracking answer: compiled once (decision 0005).
const eventsQuery = precompiled((db, p: { consignmentId: number }) =>
  db.selectFrom('trackingEvents').select(['code', 'at', 'depot']).where('consignmentId', '=', p.consignmentId).orderBy('code'),
);

export const eventsOf = (db: Db, consignmentId: number) => eventsQuery(db, { consignmentId });
export type EventRow = Awaited<ReturnType<typeof eventsOf>>[number];

/**
 * A consignment's events with the name of the staff member who recorded each by hand (the back
 * office's history, issue 26); the name is empty for the carrier's own systems.
 */
export function eventsWithSources(db: Db, consignmentId: number) {
  return db
    .selectFrom('trackingEvents as e')
    .leftJoin('staffUsers as s', 's.id', 'e.staffUserId')
    .select(['e.code', 'e.at', 'e.depot', 's.name as staffName'])
    .where('e.consignmentId', '=', consignmentId)
    .orderBy('e.code')
    .execute();
}

export async function highestCodeOf(db: Db, consignmentId: number): Promise<number | null> {
  const row = await db
    .selectFrom('trackingEvents')
    .select((eb) => eb.fn.max('code').as('highest'))
    .where('consignmentId', '=', consignmentId)
    .executeTakeFirst();
  return row?.highest ?? null;
}

/** insertEvent for many events in one INSERT (the scale seed); a code a consignment has already is skipped. */
export async function insertEvents(db: Db, events: readonly NewTrackingEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('trackingEvents')
    .values([...events])
    .onConflict((oc) => oc.columns(['consignmentId', 'code']).doNothing())
    .execute();
}

/**
 * Booked consignments still on their way, created since `since`, with their highest code and its
 * time (the simulator's, operations/simulator.ts): one query joining each to its events.
 */
export function consignmentsInFlight(db: Db, since: number) {
  return db
    .selectFrom('consignments as c')
    .innerJoin('trackingEvents as e', 'e.consignmentId', 'c.id')
    .select(['c.number', 'c.firstStage', 'c.depotFrom', 'c.depotTo', 'c.receiverFullName', 'c.receiverCompany'])
    .select((eb) => [eb.fn.max('e.code').as('highest'), eb.fn.max('e.at').as('lastAt')])
    .where('c.status', '=', DROP_FREIGHT_STATUS_BOOKED)
    .where('c.createdAt', '>=', since)
    .groupBy(['c.id', 'c.number', 'c.firstStage', 'c.depotFrom', 'c.depotTo', 'c.receiverFullName', 'c.receiverCompany'])
    .having((eb) => eb.fn.max('e.code'), '<', DELIVERED_CODE)
    .execute();
}
