import type { Db } from '../../db/database';

// Connote books, the service's electronic connote numbers and completing a pickup (decision
// 0019). Books are the company's; consignments themselves are modules/consignments'.

/** Whether one of the company's books holds the serial. */
export async function inCompanyBook(db: Db, companyId: number, serial: number): Promise<boolean> {
  const row = await db
    .selectFrom('connoteBooks')
    .select('id')
    .where('companyId', '=', companyId)
    .where('firstSerial', '<=', serial)
    .where('lastSerial', '>=', serial)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The next number of the service's own sequence (never reused, like every id here). */
export async function issueElectronicSequence(db: Db, companyId: number, now: number): Promise<number> {
  const { id } = await db.insertInto('electronicConnotes').values({ companyId, issuedAt: now }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Completes a pickup still at status 0 with its connote; false when it was completed already. */
export async function completePickup(
  db: Db,
  companyId: number,
  pickupId: number,
  connote: { conType: 'manual' | 'electronic'; conNumber: string; extraEmail: string },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('pickups')
    .set({ status: 1, ...connote, completedAt: now, updatedAt: now })
    .where('id', '=', pickupId)
    .where('companyId', '=', companyId)
    .where('status', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
