import { sql } from 'kysely';
import type { Db } from '../../db/database';

export function findFailures(db: Db, keys: readonly string[]) {
  return db.selectFrom('signInFailures').select(['key', 'failures', 'windowStartedAt']).where('key', 'in', keys).execute();
}

/**
 * Counts one failure in one statement, so concurrent attempts cannot lose a count. A window
 * that has ended starts again at this failure.
 */
export async function recordFailure(db: Db, key: string, now: number, windowMs: number): Promise<void> {
  const lapsed = sql<boolean>`sign_in_failures.window_started_at <= ${now - windowMs}`;
  await db
    .insertInto('signInFailures')
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${lapsed} then 1 else sign_in_failures.failures + 1 end`,
        windowStartedAt: sql<number>`case when ${lapsed} then ${now} else sign_in_failures.window_started_at end`,
      }),
    )
    .execute();
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('signInFailures').where('key', '=', key).execute();
}

/** Counts whose window started at or before `windowStart`: their window has ended. */
export async function deleteFailuresBefore(db: Db, windowStart: number): Promise<void> {
  await db.deleteFrom('signInFailures').where('windowStartedAt', '<=', windowStart).execute();
}
