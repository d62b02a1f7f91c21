import type { Db } from '../database';

// The fuel levy (DESIGN.md 'Reference data and pricing'): a percentage per month. The carrier's
// data rather than the demo's, so it is seeded whenever the table is empty, also into a
// database seeded before issue 3.

const cents = (n: number) => Math.round(n * 100) / 100;

/** Monthly fuel levy percentages of a typical year; the next year's are half a point higher. */
const LEVY_BY_MONTH = [18.2, 18.4, 18.9, 19.3, 19.1, 18.7, 18.5, 18.8, 19.4, 19.9, 20.1, 19.6];

/**
 * The fuel levy of every month of this year and the next (a missing month uses the latest
 * earlier one). The carrier's data rather than the demo's: seeded whenever the table is empty.
 */
export async function seedFuelLevies(db: Db, now: number): Promise<void> {
  const existing = await db.selectFrom('fuelLevies').select('month').limit(1).executeTakeFirst();
  if (existing) return;
  const year = new Date(now).getUTCFullYear();
  const rows = [year, year + 1].flatMap((y, i) =>
    LEVY_BY_MONTH.map((percent, m) => ({ month: `${y}-${String(m + 1).padStart(2, '0')}`, percent: cents(percent + i * 0.5) })),
  );
  await db.insertInto('fuelLevies').values(rows).execute();
}
