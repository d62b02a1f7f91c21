import {
  PERMISSION_GROUP_NAMES,
  PERMISSION_GROUPS,
  type GroupPermissions,
  type PermissionFlag,
  type Permissions,
} from '@portal/domain/permissions';
import type { Db } from '../../db/database';
import { isSet } from '../../db/schema';
import { allRolePermissionRows, type RolePermissionRow } from './repo';

/** Permissions of each role id; frozen, because every answer and check shares them. */
export type RoleTable = ReadonlyMap<number, Readonly<Permissions>>;

/** Spec 01 section 3: permissions keyed by group, each with its own flags as booleans. */
export function toPermissions(rows: readonly RolePermissionRow[]): Permissions {
  const permissions: Permissions = {};
  for (const group of PERMISSION_GROUP_NAMES) {
    const row = rows.find((r) => r.permissionGroup === group);
    const flags: Record<PermissionFlag, number> = {
      view: row?.canView ?? 0,
      add: row?.canAdd ?? 0,
      edit: row?.canEdit ?? 0,
      delete: row?.canDelete ?? 0,
    };
    const entry: GroupPermissions = {};
    for (const flag of PERMISSION_GROUPS[group]) entry[flag] = isSet(flags[flag]);
    permissions[group] = Object.freeze(entry);
  }
  return Object.freeze(permissions);
}

async function readRoleTable(reader: Db): Promise<RoleTable> {
  const byRole = new Map<number, RolePermissionRow[]>();
  for (const row of await allRolePermissionRows(reader)) {
    const rows = byRole.get(row.roleId) ?? [];
    rows.push(row);
    byRole.set(row.roleId, rows);
  }
  return new Map([...byRole].map(([roleId, rows]) => [roleId, toPermissions(rows)]));
}

const tables = new WeakMap<Db, Promise<RoleTable>>();

/**
 * Decision 0005: roles are reference data that only migrations change (decision 0001), so a
 * process reads every role's permissions once per database, on first use, and answers from
 * memory. The role id of a caller still comes from the membership, read on every call, so a role
 * change shows at once. A role id the table lacks (a role added since, e.g. by a newer instance's
 * migration) makes it read again once. A feature that edits roles must add a version check here.
 *
 * `reader` runs that read: inside a transaction pass it, since on SQLite the transaction holds
 * the only connection and a read through `db` would wait for it forever.
 */
export async function roleTable(db: Db, roleIds: Iterable<number> = [], reader: Db = db): Promise<RoleTable> {
  const known = tables.get(db);
  if (known) {
    const table = await known;
    if ([...roleIds].every((id) => table.has(id))) return table;
  }
  const fresh = readRoleTable(reader);
  tables.set(db, fresh);
  // A failed read is not kept: the next call tries again.
  fresh.catch(() => {
    if (tables.get(db) === fresh) tables.delete(db);
  });
  return fresh;
}

/** A role's permissions; none for a role that does not exist. */
export async function permissionsOfRole(db: Db, roleId: number): Promise<Readonly<Permissions>> {
  return (await roleTable(db, [roleId])).get(roleId) ?? {};
}
