import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { StaffSessionStage, StaffSessionsTable, StaffUsersTable } from '../../db/schema/staff-tables';

// Staff accounts, their sessions and recovery codes (migration 0021): the only SQL of the staff
// tables. Usernames are kept and looked up in lower case, as staff type them either way.

export type StaffUser = Selectable<StaffUsersTable>;

export const usernameKey = (username: string) => username.trim().toLowerCase();

export function findStaffByUsername(db: Db, username: string): Promise<StaffUser | undefined> {
  return db.selectFrom('staffUsers').selectAll().where('username', '=', usernameKey(username)).executeTakeFirst();
}

export function findStaffById(db: Db, id: number): Promise<StaffUser | undefined> {
  return db.selectFrom('staffUsers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertStaffUser(db: Db, row: Insertable<StaffUsersTable>): Promise<number> {
  const { id } = await db
    .insertInto('staffUsers')
    .values({ ...row, username: usernameKey(row.username) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateStaffUser(db: Db, id: number, fields: Updateable<StaffUsersTable>): Promise<void> {
  await db.updateTable('staffUsers').set(fields).where('id', '=', id).execute();
}

/** Accepts a code's time step only once and only forward: false when it was taken already. */
export async function takeTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staffUsers')
    .set({ totpLastStep: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function replaceRecoveryCodes(db: Db, staffUserId: number, codeHashes: readonly string[]): Promise<void> {
  await db.deleteFrom('staffRecoveryCodes').where('staffUserId', '=', staffUserId).execute();
  if (codeHashes.length === 0) return;
  await db
    .insertInto('staffRecoveryCodes')
    .values(codeHashes.map((codeHash) => ({ staffUserId, codeHash, usedAt: null })))
    .execute();
}

/** Marks an unused recovery code used: false when there is no such unused code. */
export async function useRecoveryCode(db: Db, staffUserId: number, codeHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('staffRecoveryCodes')
    .set({ usedAt: now })
    .where('staffUserId', '=', staffUserId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A staff session with its staff member, as the staff guard reads it on every call. */
export function findStaffSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('staffSessions as s')
    .innerJoin('staffUsers as u', 'u.id', 's.staffUserId')
    .select(['s.id', 's.staffUserId', 's.stage', 's.createdAt', 's.lastActiveAt', 's.timeoutMs'])
    .select(['u.username', 'u.name', 'u.email', 'u.role', 'u.disabled'])
    .where('s.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}


export async function insertStaffSession(db: Db, row: Insertable<StaffSessionsTable>): Promise<void> {
  await db.insertInto('staffSessions').values(row).execute();
}

export async function setStaffSessionStage(db: Db, id: number, stage: StaffSessionStage): Promise<void> {
  await db.updateTable('staffSessions').set({ stage }).where('id', '=', id).execute();
}

export async function touchStaffSession(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('staffSessions').set({ lastActiveAt: now }).where('id', '=', id).execute();
}

export async function deleteStaffSession(db: Db, id: number): Promise<void> {
  await db.deleteFrom('staffSessions').where('id', '=', id).execute();
}

/** Every session of a staff member but one: a password change ends the others. */
export async function deleteOtherStaffSessions(db: Db, staffUserId: number, keepSessionId: number | null): Promise<void> {
  let query = db.deleteFrom('staffSessions').where('staffUserId', '=', staffUserId);
  if (keepSessionId !== null) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}

export async function deleteEndedStaffSessions(db: Db, now: number, absoluteLifetimeMs: number): Promise<void> {
  await db
    .deleteFrom('staffSessions')
    .where((eb) => eb.or([eb('createdAt', '<', now - absoluteLifetimeMs), eb(eb('lastActiveAt', '+', eb.ref('timeoutMs')), '<', now)]))
    .execute();
}

/** Every staff member, by name, with whether an authenticator is set up. */
export function listStaffUsers(db: Db): Promise<StaffUser[]> {
  return db.selectFrom('staffUsers').selectAll().orderBy('name').orderBy('id').execute();
}

/** Enabled Administrators other than `exceptId`: someone must always be able to manage staff. */
export async function otherEnabledAdministrators(db: Db, exceptId: number): Promise<number> {
  const { count } = await db
    .selectFrom('staffUsers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'Administrator')
    .where('disabled', '=', 0)
    .where('id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
