import type { ContactDetails, Session, SessionOptions } from '@portal/domain/api/session';
import { FALLBACK_FREIGHT_LIMITS } from '@portal/domain/limits';
import {
  PERMISSION_GROUP_NAMES,
  PERMISSION_GROUPS,
  type GroupPermissions,
  type PermissionFlag,
  type Permissions,
} from '@portal/domain/permissions';
import type { Db } from '../../db/database';
import { isSet, type Company } from '../../db/schema';
import { enabledMemberships, rolePermissionRows, type RolePermissionRow } from './repo';

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
    permissions[group] = entry;
  }
  return permissions;
}

export async function permissionsOfRole(db: Db, roleId: number): Promise<Permissions> {
  return toPermissions(await rolePermissionRows(db, { roleId }));
}

/** Options of spec 01 section 3 from the company row; limits fall back when the row has none. */
export function companyOptions(company: Company, contact: ContactDetails): SessionOptions {
  const limit = (value: number | null, fallback: number) => value ?? fallback;
  return {
    requirePO: isSet(company.requirePo),
    forkliftPickup: isSet(company.forkliftPickup),
    forkliftDelivery: isSet(company.forkliftDelivery),
    customerDefaults: {
      defaultOpen: company.defaultOpen,
      defaultClose: company.defaultClose,
      defaultInstructions: company.defaultInstructions,
      defaultExtraEmail: company.defaultExtraEmail,
    },
    limits: {
      weight: limit(company.limitWeight, FALLBACK_FREIGHT_LIMITS.weight),
      volume: limit(company.limitVolume, FALLBACK_FREIGHT_LIMITS.volume),
      length: limit(company.limitLength, FALLBACK_FREIGHT_LIMITS.length),
      width: limit(company.limitWidth, FALLBACK_FREIGHT_LIMITS.width),
      height: limit(company.limitHeight, FALLBACK_FREIGHT_LIMITS.height),
      items: limit(company.limitItems, FALLBACK_FREIGHT_LIMITS.items),
    },
    dimensionFactor: company.dimensionFactor,
    contact,
  };
}

/** The signed-in user as the answer shows it: from the users row, or from the session check. */
export interface AnswerUser {
  id: number;
  name: string;
  username: string;
  email: string;
  isAdmin: boolean;
}

export interface SessionAnswerInput {
  user: AnswerUser;
  companyId: number | null;
  token: string;
  lastActive: number;
  timeoutMs: number;
  mustChangePassword: boolean;
}

/**
 * The answer of POST, PUT and GET login. Read fresh each time, so role changes show at once: the
 * enabled memberships (with company rows and roles) and the chosen role's permissions, two queries.
 */
export async function buildSessionAnswer(db: Db, contact: ContactDetails, input: SessionAnswerInput): Promise<Session> {
  const { user, companyId } = input;
  const memberships = await enabledMemberships(db, { userId: user.id });
  const chosen = companyId === null ? undefined : memberships.find((m) => m.id === companyId);
  return {
    user: {
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      company: chosen ? { id: chosen.id, name: chosen.name } : null,
      companies: memberships.map(({ id, name }) => ({ id, name })),
      isAdmin: user.isAdmin,
      permissions: chosen ? await permissionsOfRole(db, chosen.roleId) : {},
      timeout: input.timeoutMs,
      token: input.token,
      lastActive: input.lastActive,
      mustChangePassword: input.mustChangePassword,
    },
    options: chosen ? companyOptions(chosen, contact) : null,
  };
}
