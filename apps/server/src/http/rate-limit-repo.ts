import type { Db } from '../db/database';

export interface WindowHits {
  key: string;
  windowStart: number;
  hits: number;
}

// Three parameters a row: well under SQLite's 32,766 and PostgreSQL's 65,535 per statement.
const ROWS_PER_STATEMENT = 500;

/**
 * Adds each row's hits to its window's shared count and answers the new totals, one statement a
 * chunk. Rows come sorted by key, so two instances upserting the same keys on PostgreSQL lock
 * them in the same order and cannot deadlock.
 */
export async function addHits(db: Db, rows: readonly WindowHits[]): Promise<WindowHits[]> {
  const totals: WindowHits[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = await db
      .insertInto('rateLimits')
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc.columns(['key', 'windowStart']).doUpdateSet((eb) => ({ hits: eb('rateLimits.hits', '+', eb.ref('excluded.hits')) })),
      )
      .returning(['key', 'windowStart', 'hits'])
      .execute();
    totals.push(...chunk);
  }
  return totals;
}

/** Removes the windows that started at `latestStart` or earlier. */
export async function removeWindowsStartedBy(db: Db, latestStart: number): Promise<void> {
  await db.deleteFrom('rateLimits').where('windowStart', '<=', latestStart).execute();
}
