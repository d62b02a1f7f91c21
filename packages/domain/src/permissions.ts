// Permission groups and flags (spec 01 sections 3 and 6).

export const PERMISSION_GROUPS = {
  Quotations: ['add', 'edit', 'view'],
  Pickups: ['add', 'edit', 'view'],
  Consignments: ['add', 'edit', 'view'],
  QuotationFinancials: ['view'],
  POD: ['view'],
  Users: ['add', 'edit', 'delete', 'view'],
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;
export type PermissionFlag = 'view' | 'add' | 'edit' | 'delete';
export type GroupPermissions = Partial<Record<PermissionFlag, boolean>>;
export type Permissions = Partial<Record<PermissionGroup, GroupPermissions>>;

export const PERMISSION_GROUP_NAMES = Object.keys(PERMISSION_GROUPS) as PermissionGroup[];

export function can(
  permissions: Permissions | undefined,
  group: PermissionGroup,
  flag: PermissionFlag,
): boolean {
  return permissions?.[group]?.[flag] === true;
}

/** Group names arrive keyed with spaces and line breaks removed (spec 01 section 3). */
export function permissionKey(groupName: string): string {
  return groupName.replace(/[\s\r\n]+/g, '');
}

/** True when `role` grants nothing that `holder` lacks: no one hands out more than they have. */
export function grantsAtMost(role: Permissions, holder: Permissions): boolean {
  return PERMISSION_GROUP_NAMES.every((group) =>
    (PERMISSION_GROUPS[group] as readonly PermissionFlag[]).every(
      (flag) => !can(role, group, flag) || can(holder, group, flag),
    ),
  );
}
