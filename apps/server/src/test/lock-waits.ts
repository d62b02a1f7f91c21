import { sql } from 'kysely';
import type { Db } from '../db/database';

// Concurrency tests wait for the state they test, never for a fixed time (issue 12).

/** True when the tests of this file run on PostgreSQL, where connections really run at once. */
export const ON_POSTGRES = process.env.TEST_DB === 'postgres';

/**
 * Resolves once `count` connections of this database are seen waiting on a lock in PostgreSQL's
 * pg_stat_activity: the moment a test of row locks means something. Rejects after `timeoutMs`.
 */
export async function lockWaiters(db: Db, count = 1, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ waiting: string }>`
      select count(*) as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (Number(rows[0]?.waiting ?? 0) >= count) return;
    if (performance.now() > deadline) throw new Error(`no ${count} connection(s) waiting on a lock after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
