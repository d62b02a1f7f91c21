import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { precompiled } from '../../db/precompiled';
import type { AuditEventsTable } from '../../db/schema/audit-tables';

// The audit trail's writes and the lookups that say who an event concerns (decision 0032). The
// lookups read other areas' tables (users, memberships, staff_users, consignments, documents);
// only this file writes audit_events.

export type NewAuditEvent = Insertable<AuditEventsTable>;

/** One event, the booking's (decision 0049): compiled once, as the booking's own inserts are (decision 0052). */
const insertAuditEvent = precompiled((db, p: Required<Omit<NewAuditEvent, 'id'>>) =>
  db.insertInto('auditEvents').values({
    at: p.at,
    companyId: p.companyId,
    userId: p.userId,
    username: p.username,
    actor: p.actor,
    action: p.action,
    target: p.target,
    address: p.address,
    staffUserId: p.staffUserId,
    staffName: p.staffName,
  })
  // Returning a column makes it a reader, which SQLite's direct path runs (db/direct-query.ts).
  .returning('id'),
);

export async function insertAuditEvents(db: Db, rows: readonly NewAuditEvent[]): Promise<void> {
  const [row, ...more] = rows;
  if (!row) return;
  if (more.length > 0 || row.id !== undefined) {
    await db.insertInto('auditEvents').values([...rows]).execute();
    return;
  }
  const { at, companyId = null, userId = null, username, actor, action, target, address, staffUserId = null, staffName = '' } = row;
  await insertAuditEvent(db, { at, companyId, userId, username, actor, action, target, address, staffUserId, staffName });
}

export interface UserCompanies {
  userId: number;
  username: string;
  /** Every company the user belongs to, enabled or not: a disabled member's attempts concern it too. */
  companyIds: number[];
}

/** The user of an id or of a username as typed (case ignored, as sign-in matches it), with their companies. */
export async function userCompanies(db: Db, who: { id: number } | { username: string }): Promise<UserCompanies | undefined> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('memberships as m', 'm.userId', 'u.id')
    .select(['u.id', 'u.username', 'm.companyId'])
    .$call((query) =>
      'id' in who ? query.where('u.id', '=', who.id) : query.where(sql<string>`lower(u.username)`, '=', who.username.trim().toLowerCase()),
    )
    .execute();
  const first = rows[0];
  if (!first) return undefined;
  return { userId: first.id, username: first.username, companyIds: rows.flatMap((row) => (row.companyId === null ? [] : [row.companyId])) };
}

/** A staff member by id, as the trail names them (issue 26: a document link names its staff member by id only). */
export function staffMemberOf(db: Db, id: number): Promise<{ id: number; username: string; name: string } | undefined> {
  return db.selectFrom('staffUsers').select(['id', 'username', 'name']).where('id', '=', id).executeTakeFirst();
}

/** The company of a consignment number (numbers are unique across companies). */
export async function consignmentCompany(db: Db, conNumber: string): Promise<number | undefined> {
  const row = await db.selectFrom('consignments').select('companyId').where('number', '=', conNumber).limit(1).executeTakeFirst();
  return row?.companyId;
}

/** What a downloaded document is called on the trail: its type and consignment number. */
export async function documentName(db: Db, documentId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('documents as d')
    .innerJoin('consignments as c', 'c.id', 'd.consignmentId')
    .select(['d.docType', 'c.number'])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
  return row && `${row.docType} ${row.number}`;
}

/** Deletes up to `limit` events older than `before` (the retention sweep's batch); how many went. */
export async function removeAuditEventsBefore(db: Db, before: number, limit: number): Promise<number> {
  const oldest = db.selectFrom('auditEvents').select('id').where('at', '<', before).orderBy('at').limit(limit);
  const { numDeletedRows } = await db.deleteFrom('auditEvents').where('id', 'in', oldest).executeTakeFirst();
  return Number(numDeletedRows);
}
