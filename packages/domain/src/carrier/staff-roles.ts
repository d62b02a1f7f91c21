// The carrier's staff and what each role may do (issue 26, DESIGN.md 'The carrier's side'). Staff
// are not customer users: their roles are not the customers' database roles (spec 01 section 3)
// but this one table, read by the server's staff guard and by the back office's navigation.

export const STAFF_ROLES = ['Administrator', 'Customer service', 'Operations', 'Pricing'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff call needs. A route names one; the table says which roles hold it. */
export const STAFF_PERMISSIONS = {
  /** Staff accounts: create, change role, disable, reset. */
  'staff:manage': ['Administrator'],
  /** The company list and a company's page, its users and books included. */
  'companies:read': ['Administrator', 'Customer service', 'Operations', 'Pricing'],
  /** Create, edit, suspend and reactivate companies; invite their administrator; reset a user. */
  'companies:write': ['Administrator', 'Customer service'],
  'connoteBooks:write': ['Administrator', 'Operations'],
  'depots:read': ['Administrator', 'Customer service', 'Operations', 'Pricing'],
  'depots:write': ['Administrator', 'Operations'],
  /** Find any consignment and see it whole. */
  'consignments:find': ['Administrator', 'Customer service', 'Operations'],
  'scans:record': ['Administrator', 'Customer service', 'Operations'],
  'pods:record': ['Administrator', 'Customer service'],
  /** The staff audit trail. */
  'audit:read': ['Administrator', 'Customer service'],
  /** The pricing desk (issue 27): Customer service reads it. */
  'pricing:read': ['Administrator', 'Pricing', 'Customer service'],
  'pricing:write': ['Administrator', 'Pricing'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export const STAFF_PERMISSION_NAMES = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];

export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** The roles that must sign in with a second factor; the others may choose one. */
export const SECOND_FACTOR_REQUIRED: readonly StaffRole[] = ['Administrator'];
