import type { Db } from '../../db/database';
import { precompiled } from '../../db/precompiled';
import type { SessionsTable } from '../../db/schema';
import type { Insertable } from 'kysely';

// Session rows (decision 0002). Only the token's hash is ever stored or looked up.

export async function insertSession(db: Db, row: Insertable<SessionsTable>): Promise<number> {
  const { id } = await db.insertInto('sessions').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * The session with everything a call needs about its caller, in one query: the user, the chosen
 * membership and its role. Every authenticated call runs it, so it is compiled once (decision 0005).
 */
const sessionByHash = precompiled((db, p: { hash: string }) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .leftJoin('memberships as m', (join) => join.onRef('m.userId', '=', 's.userId').onRef('m.companyId', '=', 's.companyId'))
    .leftJoin('roles as r', 'r.id', 'm.roleId')
    .select([
      's.id',
      's.userId',
      's.companyId',
      's.createdAt',
      's.lastActiveAt',
      's.timeoutMs',
      's.mustChangePassword',
      'u.username',
      'u.name',
      'u.email',
      'u.phone',
      'u.isAdmin',
      'm.enabled as membershipEnabled',
      'm.roleId',
      'r.name as roleName',
    ])
    .where('s.tokenHash', '=', p.hash),
);

export async function findSessionByHash(db: Db, hash: string) {
  const [row] = await sessionByHash(db, { hash });
  return row;
}
export type SessionLookup = NonNullable<Awaited<ReturnType<typeof findSessionByHash>>>;

export async function touchSession(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ lastActiveAt: now }).where('id', '=', id).execute();
}

export async function clearMustChangePassword(db: Db, id: number): Promise<void> {
  await db.updateTable('sessions').set({ mustChangePassword: 0 }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends a user's sessions, optionally only in one company or all but one session. */
export async function deleteUserSessions(
  db: Db,
  userId: number,
  filter: { companyId?: number; exceptSessionId?: number } = {},
): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (filter.companyId !== undefined) query = query.where('companyId', '=', filter.companyId);
  if (filter.exceptSessionId !== undefined) query = query.where('id', '!=', filter.exceptSessionId);
  await query.execute();
}
