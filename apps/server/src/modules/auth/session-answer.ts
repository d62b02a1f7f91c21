import type { CompanyRef, ContactDetails, FreightLimits, Session, SessionOptions, SessionUser } from '@portal/domain/api/session';
import { FALLBACK_FREIGHT_LIMITS } from '@portal/domain/limits';
import type { Permissions } from '@portal/domain/permissions';
import { isSet, type Company } from '../../db/schema';

type LimitColumns = Pick<Company, 'limitWeight' | 'limitVolume' | 'limitLength' | 'limitWidth' | 'limitHeight' | 'limitItems'>;

/** A company's freight limits; a column without a value falls back (spec 01 section 9). */
export function freightLimitsOf(company: LimitColumns): FreightLimits {
  const limit = (value: number | null, fallback: number) => value ?? fallback;
  return {
    weight: limit(company.limitWeight, FALLBACK_FREIGHT_LIMITS.weight),
    volume: limit(company.limitVolume, FALLBACK_FREIGHT_LIMITS.volume),
    length: limit(company.limitLength, FALLBACK_FREIGHT_LIMITS.length),
    width: limit(company.limitWidth, FALLBACK_FREIGHT_LIMITS.width),
    height: limit(company.limitHeight, FALLBACK_FREIGHT_LIMITS.height),
    items: limit(company.limitItems, FALLBACK_FREIGHT_LIMITS.items),
  };
}

/** Options of spec 01 section 3 from the company row; limits fall back when the row has none. */
export function companyOptions(company: Company, contact: ContactDetails): SessionOptions {
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
    limits: freightLimitsOf(company),
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

export interface SessionUserInput {
  user: AnswerUser;
  /** The chosen company; null until one is chosen. */
  company: CompanyRef | null;
  /** The enabled memberships' companies: the session's snapshot (decision 0005). */
  companies: CompanyRef[];
  /** Of the chosen membership's role; empty until a company is chosen. */
  permissions: Readonly<Permissions>;
  token: string;
  lastActive: number;
  timeoutMs: number;
  mustChangePassword: boolean;
}

export interface SessionAnswerInput extends SessionUserInput {
  /** The chosen company's row, for the options; null until one is chosen. */
  company: Company | null;
}

/** The answer's user, from what the caller has already read: all of GET login's answer. */
export function sessionUser(input: SessionUserInput): SessionUser {
  const { user, company } = input;
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    company: company ? { id: company.id, name: company.name } : null,
    companies: input.companies,
    isAdmin: user.isAdmin,
    permissions: company ? input.permissions : {},
    timeout: input.timeoutMs,
    token: input.token,
    lastActive: input.lastActive,
    mustChangePassword: input.mustChangePassword,
  };
}

/** The answer of POST and PUT login: the user and the options delivered at sign-in (spec 01 section 3). */
export function sessionAnswer(contact: ContactDetails, input: SessionAnswerInput): Session {
  return { user: sessionUser(input), options: input.company ? companyOptions(input.company, contact) : null };
}
