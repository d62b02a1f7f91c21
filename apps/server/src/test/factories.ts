import { PERMISSION_GROUP_NAMES, type PermissionFlag, type PermissionGroup } from '@portal/domain/permissions';
import type { Db } from '../db/database';
import { toFlag, type Company, type NewCompany } from '../db/schema';
import { ROLE } from '../db/seed/demo-users';
import { hashPassword } from '../modules/auth/password-hash';
import { refreshCompanySnapshots } from '../modules/auth/sessions-repo';
import { TEST_SCRYPT_COST } from './test-app';

// Test factories (STYLE.md: factories with overrides that create missing parents).

let sequence = 0;
const next = () => ++sequence;

export const FACTORY_PASSWORD = 'Factory#Pass1';

export async function buildCompany(db: Db, overrides: Partial<NewCompany> = {}): Promise<Company> {
  return db
    .insertInto('companies')
    .values({ name: `Test Company ${next()} Pty Ltd`, requirePo: 0, forkliftPickup: 0, forkliftDelivery: 0, createdAt: Date.now(), ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface BuildUserOptions {
  companyId?: number;
  role?: number;
  enabled?: boolean;
  isAdmin?: boolean;
  username?: string;
  name?: string;
  email?: string;
  password?: string;
  timeoutMs?: number;
}

export interface BuiltUser {
  id: number;
  username: string;
  name: string;
  email: string;
  password: string;
  companyId: number;
}

/** A user with one membership; the company is created when none is given. */
export async function buildUser(db: Db, options: BuildUserOptions = {}): Promise<BuiltUser> {
  const n = next();
  const companyId = options.companyId ?? (await buildCompany(db)).id;
  const username = options.username ?? `user${n}`;
  const name = options.name ?? `Test User ${n}`;
  const email = options.email ?? `${username}@test.example`;
  const password = options.password ?? FACTORY_PASSWORD;
  const { id } = await db
    .insertInto('users')
    .values({
      username,
      name,
      email,
      passwordHash: await hashPassword(password, TEST_SCRYPT_COST),
      isAdmin: toFlag(options.isAdmin ?? false),
      timeoutMs: options.timeoutMs ?? 20 * 60 * 1000,
      createdAt: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addMembership(db, { userId: id, companyId, role: options.role, enabled: options.enabled });
  return { id, username, name, email, password, companyId };
}

/** Like every membership write, it rewrites the user's sessions' companies lists (decision 0005). */
export async function addMembership(db: Db, m: { userId: number; companyId: number; role?: number; enabled?: boolean }) {
  await db
    .insertInto('memberships')
    .values({ userId: m.userId, companyId: m.companyId, roleId: m.role ?? ROLE.bookingOfficer, enabled: toFlag(m.enabled ?? true) })
    .execute();
  await refreshCompanySnapshots(db, [m.userId]);
}

/** A role beyond decision 0001's four, for permission edge cases. */
export async function buildRole(db: Db, grants: Partial<Record<PermissionGroup, PermissionFlag[]>>): Promise<number> {
  const id = 100 + next();
  await db.insertInto('roles').values({ id, name: `Test Role ${id}` }).execute();
  await db
    .insertInto('rolePermissions')
    .values(
      PERMISSION_GROUP_NAMES.map((group) => {
        const flags = grants[group] ?? [];
        return {
          roleId: id,
          permissionGroup: group,
          canView: toFlag(flags.includes('view')),
          canAdd: toFlag(flags.includes('add')),
          canEdit: toFlag(flags.includes('edit')),
          canDelete: toFlag(flags.includes('delete')),
        };
      }),
    )
    .execute();
  return id;
}

export async function companyIdByName(db: Db, name: string): Promise<number> {
  const row = await db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

export async function userIdByUsername(db: Db, username: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

/** A freight type after the seed's (the tariff reads it at its next reload: test/tariff-reload.ts). */
export async function buildFreightType(db: Db, name = `Test Freight ${next()}`, ppiOnly = false): Promise<string> {
  await db.insertInto('freightTypes').values({ name, ppiOnly: toFlag(ppiOnly), position: 1000 + next() }).execute();
  return name;
}
