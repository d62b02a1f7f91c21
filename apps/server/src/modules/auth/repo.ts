import { sql } from 'kysely';
import type { CompanyRef } from '@portal/domain/api/session';
import type { Db } from '../../db/database';
import type { Company, User } from '../../db/schema';

// Users, memberships and role permissions as sign-in and the session answer need them.

export function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The companies a user may choose: enabled memberships only (decision 0002). */
export function enabledCompanies(db: Db, userId: number): Promise<CompanyRef[]> {
  return db
    .selectFrom('memberships as m')
    .innerJoin('companies as c', 'c.id', 'm.companyId')
    .select(['c.id', 'c.name'])
    .where('m.userId', '=', userId)
    .where('m.enabled', '=', 1)
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
}

export function findMembership(db: Db, userId: number, companyId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('roles as r', 'r.id', 'm.roleId')
    .select(['m.roleId', 'm.enabled', 'r.name as roleName'])
    .where('m.userId', '=', userId)
    .where('m.companyId', '=', companyId)
    .executeTakeFirst();
}

export function rolePermissionRows(db: Db, roleId: number) {
  return db
    .selectFrom('rolePermissions')
    .select(['permissionGroup', 'canView', 'canAdd', 'canEdit', 'canDelete'])
    .where('roleId', '=', roleId)
    .execute();
}
export type RolePermissionRow = Awaited<ReturnType<typeof rolePermissionRows>>[number];

export function findCompany(db: Db, id: number): Promise<Company | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

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
