import type { Db } from '../../db/database';
import type { IdempotencyKeysTable } from '../../db/schema/pickup-tables';

// The idempotency_keys table (migration 0006, decision 0019): a booking's answer kept under its
// Idempotency-Key for a day. idempotency.ts holds the rules around it.

/** Stores the answer, or replaces a row kept since before `expiredBefore`; false when a live row holds the key. */
export async function keepAnswer(trx: Db, row: IdempotencyKeysTable, expiredBefore: number): Promise<boolean> {
  const stored = await trx
    .insertInto('idempotencyKeys')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['companyId', 'key'])
        .doUpdateSet({ call: row.call, requestHash: row.requestHash, answer: row.answer, createdAt: row.createdAt })
        .where('idempotencyKeys.createdAt', '<', expiredBefore),
    )
    .returning('key')
    .executeTakeFirst();
  return stored !== undefined;
}

/** The answer kept under the company's key since `keptSince`, if any. */
export function keptAnswer(db: Db, companyId: number, key: string, keptSince: number) {
  return db
    .selectFrom('idempotencyKeys')
    .select(['call', 'requestHash', 'answer'])
    .where('companyId', '=', companyId)
    .where('key', '=', key)
    .where('createdAt', '>=', keptSince)
    .executeTakeFirst();
}

export async function deleteAnswersBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('idempotencyKeys').where('createdAt', '<', before).execute();
}
