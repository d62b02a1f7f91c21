import type { OutboxMessage } from '@portal/domain/api/operations';
import type { Db } from '../../db/database';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

export async function insertOutbox(db: Db, message: MailMessage, now: number): Promise<number> {
  const { id } = await db
    .insertInto('outbox')
    .values({ toAddress: message.to, subject: message.subject, body: message.body, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findUnsent(db: Db, ids: readonly number[]) {
  return db.selectFrom('outbox').selectAll().where('id', 'in', ids).where('sentAt', 'is', null).execute();
}

export async function markSent(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('outbox').set({ sentAt: now, error: null }).where('id', '=', id).execute();
}

export async function markFailed(db: Db, id: number, error: string): Promise<void> {
  await db.updateTable('outbox').set({ error }).where('id', '=', id).execute();
}

/** The newest `limit` messages, oldest first, optionally only those to one address. */
export async function listOutbox(db: Db, filter: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.to) query = query.where('toAddress', '=', filter.to);
  return (await query.execute()).reverse();
}
