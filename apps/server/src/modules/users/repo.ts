import { sql, type Insertable } from 'kysely';
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
