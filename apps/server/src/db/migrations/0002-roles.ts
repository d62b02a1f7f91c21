import type { Kysely, Migration } from 'kysely';
import { PERMISSION_GROUP_NAMES, type PermissionFlag, type PermissionGroup } from '@portal/domain/permissions';

// The four roles of decision 0001 are reference data every installation needs, demo or not,
// so they ship as a migration rather than with the demo seed.

type Grants = Partial<Record<PermissionGroup, readonly PermissionFlag[]>>;

// Written out rather than read from PERMISSION_GROUPS: a migration must insert the same rows
// forever, whatever the domain's list becomes later (a new group gets its own migration).
const ALL: Grants = {
  Quotations: ['add', 'edit', 'view'],
  Pickups: ['add', 'edit', 'view'],
  Consignments: ['add', 'edit', 'view'],
  QuotationFinancials: ['view'],
  POD: ['view'],
  Users: ['add', 'edit', 'delete', 'view'],
};

export const ROLES: readonly { id: number; name: string; grants: Grants }[] = [
  { id: 1, name: 'Administrator', grants: ALL },
  {
    id: 2,
    name: 'Booking Officer',
    grants: { Quotations: ['add', 'edit', 'view'], Pickups: ['add', 'edit', 'view'], Consignments: ['add', 'edit', 'view'], POD: ['view'] },
  },
  {
    id: 3,
    name: 'Accounts',
    grants: { Quotations: ['view'], Pickups: ['view'], Consignments: ['view'], QuotationFinancials: ['view'], POD: ['view'] },
  },
  {
    id: 4,
    name: 'Read Only',
    grants: { Quotations: ['view'], Pickups: ['view'], Consignments: ['view'], QuotationFinancials: ['view'], POD: ['view'] },
  },
];

export const rolesMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<{
      roles: { id: number; name: string };
      role_permissions: Record<'role_id' | 'can_view' | 'can_add' | 'can_edit' | 'can_delete', number> & { permission_group: string };
    }>;
    await db.insertInto('roles').values(ROLES.map(({ id, name }) => ({ id, name }))).execute();
    const has = (grants: Grants, group: PermissionGroup, flag: PermissionFlag) => (grants[group]?.includes(flag) ? 1 : 0);
    await db
      .insertInto('role_permissions')
      .values(
        ROLES.flatMap(({ id, grants }) =>
          PERMISSION_GROUP_NAMES.map((group) => ({
            role_id: id,
            permission_group: group,
            can_view: has(grants, group, 'view'),
            can_add: has(grants, group, 'add'),
            can_edit: has(grants, group, 'edit'),
            can_delete: has(grants, group, 'delete'),
          })),
        ),
      )
      .execute();
  },
};
