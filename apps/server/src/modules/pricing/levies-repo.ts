import type { Db } from '../../db/database';

// Fuel levies by month (issue 27): the months with who set each, and a month set or changed.

export const allLevies = (db: Db) => db.selectFrom('fuelLevies').select(['month', 'percent']).execute();

export const leviesWithSetter = (db: Db) =>
  db
    .selectFrom('fuelLevies as l')
    .leftJoin('staffUsers as s', 's.id', 'l.setBy')
    .select(['l.month', 'l.percent', 'l.setAt', 's.name as setByName'])
    .orderBy('l.month', 'desc')
    .execute();
export type LevyWithSetter = Awaited<ReturnType<typeof leviesWithSetter>>[number];

export async function upsertLevy(db: Db, levy: { month: string; percent: number; setAt: number; setBy: number }): Promise<void> {
  const { month: _month, ...set } = levy;
  await db
    .insertInto('fuelLevies')
    .values(levy)
    .onConflict((oc) => oc.column('month').doUpdateSet(set))
    .execute();
}
