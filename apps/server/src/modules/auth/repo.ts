import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { precompiled } from '../../db/precompiled';
import type { User } from '../../db/schema';

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

/**
 * The companies a user may choose at sign-in (enabled memberships only, decision 0002), each with
 * the whole company row and the user's role there.
 */
export const enabledMemberships = precompiled((db, p: { userId: number }) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('companies as c', 'c.id', 'm.companyId')
    .selectAll('c')
    .select('m.roleId')
    .where('m.userId', '=', p.userId)
    .where('m.enabled', '=', 1)
    .orderBy('c.name')
    .orderBy('c.id'),
);

/** A user's membership in one company, with the whole company row (for the answer's options). */
export function findMembership(db: Db, userId: number, companyId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('companies as c', 'c.id', 'm.companyId')
    .selectAll('c')
    .select(['m.roleId', 'm.enabled'])
    .where('m.userId', '=', userId)
    .where('m.companyId', '=', companyId)
    .executeTakeFirst();
}

/** Every role with its permission rows; a role without rows comes back once, with nulls. */
export function allRolePermissionRows(db: Db) {
  return db
    .selectFrom('roles as r')
    .leftJoin('rolePermissions as p', 'p.roleId', 'r.id')
    .select(['r.id as roleId', 'p.permissionGroup', 'p.canView', 'p.canAdd', 'p.canEdit', 'p.canDelete'])
    .execute();
}
export type RolePermissionRow = Awaited<ReturnType<typeof allRolePermissionRows>>[number];

