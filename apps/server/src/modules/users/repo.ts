import { sql, type Insertable } from 'kysely';
import type { SettingsFields } from '@portal/domain/account/settings';
import type { RoleOption } from '@portal/domain/account/users';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';

// Users of one company: every query takes the session's company id (DESIGN.md, Data).

export function listMembers(db: Db, companyId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.name', 'u.username', 'u.email', 'u.isAdmin', 'u.version', 'm.roleId', 'm.enabled'])
    .where('m.companyId', '=', companyId)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}
export type Member = Awaited<ReturnType<typeof listMembers>>[number];

/** The e-mail addresses of a company's administrators whose membership is enabled (each once). */
export async function administratorEmails(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select('u.email')
    .distinct()
    .where('m.companyId', '=', companyId)
    .where('m.enabled', '=', 1)
    .where('u.isAdmin', '=', 1)
    .where('u.email', '!=', '')
    .orderBy('u.email')
    .execute();
  return rows.map((row) => row.email);
}

export async function listRoles(db: Db): Promise<RoleOption[]> {
  // Mapped here: the CamelCasePlugin would turn an 'ugSEQ' alias into 'ugSeq'.
  const rows = await db.selectFrom('roles').select(['id', 'name']).orderBy('id').execute();
  return rows.map((r) => ({ ugSEQ: r.id, ugName: r.name }));
}

export function findCompanyName(db: Db, companyId: number) {
  return db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
}

/** Usernames are unique across the portal whatever their case. */
export async function usernameTaken(db: Db, username: string, exceptUserId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('id', '!=', exceptUserId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Db, user: Insertable<UsersTable>): Promise<number> {
  const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Claims a user row for a change made from the version the Users screen read (decision 0030):
 * the new version, or null when the user changed meanwhile. It runs before the row's writes and,
 * on PostgreSQL, holds the row until the save commits.
 */
export async function claimUserVersion(db: Db, userId: number, version: number): Promise<number | null> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? null;
}

export async function updateUser(db: Db, userId: number, fields: { name: string; username: string; email: string }) {
  await db.updateTable('users').set(fields).where('id', '=', userId).execute();
}

export async function insertMembership(db: Db, row: { userId: number; companyId: number; roleId: number; enabled: number }) {
  await db.insertInto('memberships').values(row).execute();
}

export async function updateMembership(db: Db, userId: number, companyId: number, fields: { roleId: number; enabled: number }) {
  await db.updateTable('memberships').set(fields).where('userId', '=', userId).where('companyId', '=', companyId).execute();
}

export async function deleteMembership(db: Db, userId: number, companyId: number): Promise<void> {
  await db.deleteFrom('memberships').where('userId', '=', userId).where('companyId', '=', companyId).execute();
}

export async function hasMemberships(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('memberships').select('userId').where('userId', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

// The users table is this module's (issue 25): sign-in, My Settings and the documents' label
// stock write it only through the users service.

export async function setTemporaryPassword(db: Db, userId: number, hash: string, expiresAt: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ tempPasswordHash: hash, tempPasswordExpiresAt: expiresAt })
    .where('id', '=', userId)
    .execute();
}

/** A password change replaces the password and ends any pending temporary one (decision 0002). */
export async function setPassword(db: Db, userId: number, hash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ passwordHash: hash, tempPasswordHash: null, tempPasswordExpiresAt: null })
    .where('id', '=', userId)
    .execute();
}

/**
 * Sign-in's hash upgrade (decision 0033): the same password at a higher cost. Only while the row
 * still holds the hash that was checked, so a password changed meanwhile is never undone.
 */
export async function replacePasswordHash(db: Db, userId: number, checked: string, hash: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ passwordHash: hash })
    .where('id', '=', userId)
    .where('passwordHash', '=', checked)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes the row locks of users whose sessions' companies snapshots this transaction will write,
 * in id order. Under PostgreSQL's read committed, two transactions changing one user's
 * memberships in two companies could otherwise each read the list before the other committed,
 * and the later write would keep a stale company. Lock order is users' rows first, in id order,
 * then their sessions' rows, everywhere, so writers cannot deadlock. Kysely has no
 * SELECT ... FOR UPDATE for SQLite, so a no-op update takes the lock (SQLite has one writer).
 */
export async function lockUsers(trx: Db, userIds: Iterable<number>): Promise<number[]> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  for (const id of ids) await trx.updateTable('users').set((eb) => ({ id: eb.ref('id') })).where('id', '=', id).execute();
  return ids;
}

/**
 * Saves My Settings over the version they were read at (decision 0030): the row's new version,
 * or null when someone changed the user meanwhile and nothing was written.
 */
export async function updateSettings(db: Db, userId: number, settings: SettingsFields, version: number): Promise<number | null> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ name: settings.name, phone: settings.phone, email: settings.email, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .where('version', '=', version)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? null;
}

/** The label stock the user chose last ('' before any choice). */
export async function labelStockOf(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('labelStock').where('id', '=', userId).executeTakeFirst();
  return row?.labelStock ?? '';
}

/** Remembered per user (issue 9), so the next label comes on the same stock on any browser. */
export async function rememberLabelStock(db: Db, userId: number, stock: string): Promise<void> {
  await db.updateTable('users').set({ labelStock: stock }).where('id', '=', userId).execute();
}

// A company's users as the carrier's back office reads them (issue 26): read-only, beside the
// secrets' state (never the secrets) that the invitation needs.

/** Every user of a company with their role's name; `pending` while they have only a temporary password. */
export function companyMembersForStaff(db: Db, companyId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .innerJoin('roles as r', 'r.id', 'm.roleId')
    .select(['u.id', 'u.username', 'u.name', 'u.email', 'u.isAdmin', 'm.enabled', 'r.name as role'])
    .select((eb) => eb('u.passwordHash', 'is', null).as('pending'))
    .where('m.companyId', '=', companyId)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

/** One user of a company, with what a temporary-password e-mail needs. */
export function findCompanyMember(db: Db, companyId: number, userId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.username', 'u.name', 'u.email', 'u.isAdmin', 'u.passwordHash'])
    .where('m.companyId', '=', companyId)
    .where('m.userId', '=', userId)
    .executeTakeFirst();
}
