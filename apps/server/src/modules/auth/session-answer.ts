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
import { isSet, type Company, type User } from '../../db/schema';
import { enabledCompanies, findCompany, findMembership, rolePermissionRows, type RolePermissionRow } from './repo';

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
  return toPermissions(await rolePermissionRows(db, roleId));
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

export interface SessionAnswerInput {
  user: User;
  companyId: number | null;
  token: string;
  lastActive: number;
  timeoutMs: number;
  mustChangePassword: boolean;
}

/** The answer of POST, PUT and GET login. Read fresh each time, so role changes show at once. */
export async function buildSessionAnswer(db: Db, contact: ContactDetails, input: SessionAnswerInput): Promise<Session> {
  const { user, companyId } = input;
  const companies = await enabledCompanies(db, user.id);
  const membership = companyId === null ? undefined : await findMembership(db, user.id, companyId);
  const company = companyId === null ? undefined : await findCompany(db, companyId);
  const chosen = company && membership ? { company, roleId: membership.roleId } : null;
  return {
    user: {
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      company: chosen ? { id: chosen.company.id, name: chosen.company.name } : null,
      companies,
      isAdmin: isSet(user.isAdmin),
      permissions: chosen ? await permissionsOfRole(db, chosen.roleId) : {},
      timeout: input.timeoutMs,
      token: input.token,
      lastActive: input.lastActive,
      mustChangePassword: input.mustChangePassword,
    },
    options: chosen ? companyOptions(chosen.company, contact) : null,
  };
}
