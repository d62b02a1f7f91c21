import type { OutboxMessage } from '@portal/domain/api/operations';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  attachments?: readonly MailAttachment[];
}

/** Stores a message; `heldUntil` keeps every sender off it until then (an attachment still to come). */
export async function insertOutbox(db: Db, message: MailMessage, now: number, heldUntil: number | null = null): Promise<number> {
  const { id } = await db
    .insertInto('outbox')
    .values({ toAddress: message.to, subject: message.subject, body: message.body, createdAt: now, claimedUntil: heldUntil })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addAttachments(db, id, message.attachments ?? []);
  return id;
}

export async function addAttachments(db: Db, messageId: number, attachments: readonly MailAttachment[]): Promise<void> {
  for (const attachment of attachments) {
    await db.insertInto('outboxAttachments').values({ messageId, ...attachment }).execute();
  }
}

/** Lets a held message go: any sender may claim it from now on. */
export async function release(db: Db, id: number): Promise<void> {
  await db.updateTable('outbox').set({ claimedUntil: null }).where('id', '=', id).where('sentAt', 'is', null).execute();
}

/** A message's attachments in the order given. */
export function findAttachments(db: Db, messageIds: readonly number[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('outboxAttachments').selectAll().where('messageId', 'in', messageIds).orderBy('id').execute();
}

/** Unsent and not held: never claimed, or its claim (a send under way, or a wait to retry) has run out. */
const claimable = (now: number) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.and([eb('sentAt', 'is', null), eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', now)])]);

/** Which unsent messages a claim may take: some by id (just queued), or every one due again. */
export type ClaimScope = { ids: readonly number[] } | { due: { createdSince: number; maxAttempts: number; limit: number } };

/**
 * Claims unsent messages whose last claim has run out (or that never had one) until `until`,
 * counting the attempt, and answers them: one statement, so of two instances claiming the same
 * message only one gets it (PostgreSQL re-checks the condition on the row it waited for).
 */
export async function claimUnsent(db: Db, scope: ClaimScope, now: number, until: number) {
  if ('ids' in scope && scope.ids.length === 0) return [];
  let chosen = db.selectFrom('outbox').select('id').where(claimable(now));
  chosen =
    'ids' in scope
      ? chosen.where('id', 'in', scope.ids)
      : chosen.where('createdAt', '>=', scope.due.createdSince).where('attempts', '<', scope.due.maxAttempts).orderBy('id').limit(scope.due.limit);
  return db
    .updateTable('outbox')
    .set((eb) => ({ claimedUntil: until, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', chosen)
    .where(claimable(now))
    .returningAll()
    .execute();
}

export async function markSent(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('outbox').set({ sentAt: now, error: null, claimedUntil: null }).where('id', '=', id).execute();
}

/** Keeps the reason; the message is not tried again before `retryAt`. */
export async function markFailed(db: Db, id: number, error: string, retryAt: number): Promise<void> {
  await db.updateTable('outbox').set({ error, claimedUntil: retryAt }).where('id', '=', id).execute();
}

/** The newest `limit` messages, oldest first, optionally only those to one address. */
export async function listOutbox(db: Db, filter: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.to) query = query.where('toAddress', '=', filter.to);
  const messages = (await query.execute()).reverse();
  const attachments = await db
    .selectFrom('outboxAttachments')
    .select(['messageId', 'fileName', 'contentType', sql<number>`length(content)`.as('size')])
    .where('messageId', 'in', messages.length ? messages.map((m) => m.id) : [0])
    .orderBy('id')
    .execute();
  return messages.map(({ claimedUntil: _claimedUntil, ...m }) => ({
    ...m,
    attachments: attachments.filter((a) => a.messageId === m.id).map(({ fileName, contentType, size }) => ({ fileName, contentType, size: Number(size) })),
  }));
}

/** The index-th attachment (from 0) of a message, or undefined. */
export async function findAttachment(db: Db, messageId: number, index: number) {
  const rows = await findAttachments(db, [messageId]);
  return rows[index];
}

/** Deletes up to `limit` messages created before `before`, their attachments with them (the retention sweep's batch); how many went. */
export async function removeMessagesBefore(db: Db, before: number, limit: number): Promise<number> {
  const oldest = db.selectFrom('outbox').select('id').where('createdAt', '<', before).orderBy('createdAt').limit(limit);
  const { numDeletedRows } = await db.deleteFrom('outbox').where('id', 'in', oldest).executeTakeFirst();
  return Number(numDeletedRows);
}
