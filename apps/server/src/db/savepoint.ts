import { sql } from 'kysely';
import type { DatabaseConfig } from '../config';
import type { Db } from './database';

/**
 * Runs `work` inside the transaction `trx` so that its failure undoes only its own writes and the
 * transaction goes on. PostgreSQL needs a savepoint for that (after a failed statement it refuses
 * every later one of the transaction); SQLite does not (a failed statement undoes itself alone),
 * and there the three statements a savepoint costs would be paid by every booking. The writes of
 * a shared transaction run one after another (write-batch.ts), so one name serves them all.
 */
export async function inSavepoint<T>(trx: Db, kind: DatabaseConfig['kind'], work: () => Promise<T>): Promise<T> {
  if (kind === 'sqlite') return work();
  await sql`SAVEPOINT part`.execute(trx);
  try {
    const value = await work();
    await sql`RELEASE SAVEPOINT part`.execute(trx);
    return value;
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT part`.execute(trx);
    await sql`RELEASE SAVEPOINT part`.execute(trx);
    throw error;
  }
}
