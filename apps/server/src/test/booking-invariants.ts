import { BOOKED_CODE } from '@portal/domain/tracking/event-codes';
import type { Db } from '../db/database';

// What a booking's transaction writes must be there whole or not at all (decision 0019: a
// booking, its lines and its Idempotency-Key row commit together). Read straight from the
// database after a crash; each broken rule is one readable line, so a failure says what broke.

/** Half-written bookings among those created since `since`; [] when every one is whole. */
export async function halfWrittenBookings(db: Db, since: number): Promise<string[]> {
  const problems: string[] = [];
  const pickups = await db.selectFrom('pickups').select(['id', 'status', 'conNumber']).where('createdAt', '>=', since).execute();
  const pickupLines = await db.selectFrom('pickupItems').select('pickupId').where('pickupId', 'in', [0, ...pickups.map((p) => p.id)]).execute();
  for (const pickup of pickups) {
    if (!pickupLines.some((line) => line.pickupId === pickup.id)) problems.push(`pickup ${pickup.id} has no freight lines`);
  }
  const orphanLines = await db
    .selectFrom('pickupItems')
    .leftJoin('pickups', 'pickups.id', 'pickupItems.pickupId')
    .select('pickupItems.pickupId')
    .where('pickups.id', 'is', null)
    .execute();
  for (const line of orphanLines) problems.push(`freight line of missing pickup ${line.pickupId}`);

  const consignments = await db.selectFrom('consignments').select(['id', 'number', 'pickupId']).where('createdAt', '>=', since).execute();
  const ids = [0, ...consignments.map((c) => c.id)];
  const [lines, events, documents] = await Promise.all([
    db.selectFrom('consignmentItems').select('consignmentId').where('consignmentId', 'in', ids).execute(),
    db.selectFrom('trackingEvents').select(['consignmentId', 'code']).where('consignmentId', 'in', ids).execute(),
    db.selectFrom('documents').select(['consignmentId', 'docType']).where('consignmentId', 'in', ids).execute(),
  ]);
  for (const c of consignments) {
    if (!lines.some((l) => l.consignmentId === c.id)) problems.push(`consignment ${c.number} has no freight lines`);
    if (!events.some((e) => e.consignmentId === c.id && e.code === BOOKED_CODE.pickup)) problems.push(`consignment ${c.number} has no Booked event`);
    const types = documents.filter((d) => d.consignmentId === c.id).map((d) => d.docType).sort();
    if (types.join() !== 'CON,LBL') problems.push(`consignment ${c.number} has documents [${types.join()}]`);
    const pickup = pickups.find((p) => p.id === c.pickupId);
    if (pickup?.status !== 1 || pickup.conNumber !== c.number) problems.push(`consignment ${c.number}: its pickup ${c.pickupId} is not completed with it`);
  }
  for (const pickup of pickups.filter((p) => p.status === 1)) {
    if (!consignments.some((c) => c.number === pickup.conNumber && c.pickupId === pickup.id)) {
      problems.push(`pickup ${pickup.id} completed with ${pickup.conNumber}, which does not exist`);
    }
  }
  return problems;
}

/** How many pickups and consignments were created since `since`. */
export async function bookingCounts(db: Db, since: number): Promise<{ pickups: number; consignments: number }> {
  const count = async (table: 'pickups' | 'consignments') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('createdAt', '>=', since).executeTakeFirstOrThrow()).n);
  return { pickups: await count('pickups'), consignments: await count('consignments') };
}
