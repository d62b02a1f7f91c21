import { z } from 'zod';
import { USER_MESSAGES, validateUserRow } from '../account/users';
import { LIST_SEARCH_MAX } from '../api/list-page';
import { LONG_TEXT } from '../booking/booking-schema';
import { carrierCall } from './carrier-call';
import { companyFormSchema, type CompanyForm, type CompanyRecord } from './company-form';

// The back office's customer companies (issue 26): the list, a company's form, suspending and
// reactivating it, its users (read-only) and their temporary passwords. Each write's path names
// the company, and its answer carries `companyId`, so the staff audit trail can name it from the
// call alone.

/** Companies a page of the list holds. */
export const COMPANY_LIST_PAGE_SIZE = 25;

/** A record id as the database keeps it (integer): a larger number is no record, refused before any query. */
const recordId = z.coerce.number().int().positive().max(2_147_483_647);

export const companyListSchema = z.object({
  /** Part of a name, or an ABN or its first digits (spaces ignored); case is ignored. */
  search: z.string().trim().max(LIST_SEARCH_MAX).optional(),
  /** A previous answer's `next`: the page after that one. */
  after: recordId.optional(),
});
export type CompanyListInput = z.infer<typeof companyListSchema>;

export const companyParamsSchema = z.object({ id: recordId });
export const companyUserParamsSchema = z.object({ id: recordId, userId: recordId });

export interface CompanyListRow {
  id: number;
  name: string;
  /** As the ATO writes it ('51 824 753 556'); '' when none is on file. */
  abn: string;
  suspendedAt: number | null;
  createdAt: number;
}

export interface CompanyListAnswer {
  /** By name. */
  companies: CompanyListRow[];
  /** The `after` of the next page; null on the last page. */
  next: number | null;
}

/** A saved address the company's default sender may be. */
export interface SenderChoice {
  id: number;
  name: string;
  /** Street and place, to tell two of one name apart. */
  place: string;
}

/** The administrator the back office invited; `pending` until they chose their own password. */
export interface CompanyAdministrator {
  userId: number;
  username: string;
  name: string;
  email: string;
  pending: boolean;
}

export interface CompanyAnswer {
  company: CompanyRecord;
  senders: SenderChoice[];
  /** Null until one is invited; a company with users may invite none (they reset passwords instead). */
  administrator: CompanyAdministrator | null;
  /** How many users the company has: an administrator is invited only while it has none. */
  userCount: number;
}

export interface CompanyUser {
  id: number;
  username: string;
  name: string;
  email: string;
  /** The role's name in this company (spec 01's roles). */
  role: string;
  /** The membership in this company. */
  enabled: boolean;
  isAdmin: boolean;
}

export interface CompanyUsersAnswer {
  companyId: number;
  users: CompanyUser[];
}

export interface CompanySaveAnswer {
  companyId: number;
  message: string;
  company: CompanyRecord;
}

/** An invitation or a password reset: never the password itself, which only the e-mail carries. */
export interface CompanyAccountAnswer {
  companyId: number;
  userId: number;
  message: string;
}

const text = z.string().max(LONG_TEXT);
export const administratorInviteSchema = z.object({ name: text, username: text, email: text });
export type AdministratorInvite = z.infer<typeof administratorInviteSchema>;
export type AdministratorInviteErrors = Partial<Record<keyof AdministratorInvite, string>>;

const INVITE_FIELD_OF: Record<string, keyof AdministratorInvite> = {
  [USER_MESSAGES.nameBlank]: 'name',
  [USER_MESSAGES.nameTooLong]: 'name',
  [USER_MESSAGES.usernameBlank]: 'username',
  [USER_MESSAGES.usernameTooLong]: 'username',
  [USER_MESSAGES.emailBlank]: 'email',
  [USER_MESSAGES.emailTooLong]: 'email',
  [USER_MESSAGES.emailInvalid]: 'email',
};

/** The Users screen's rules for a new user (spec 01 section 5), each sentence under its field. */
export function administratorInviteErrors(invite: AdministratorInvite): AdministratorInviteErrors {
  const row = { ...invite, id: 0, role: 1, enabled: true, resetPassword: false, version: 0 };
  const errors: AdministratorInviteErrors = {};
  for (const message of validateUserRow(row)) {
    const field = INVITE_FIELD_OF[message];
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

export const COMPANY_MESSAGES = {
  created: (name: string) => `${name} has been created.`,
  saved: (name: string) => `${name} has been saved.`,
  suspended: (name: string) => `${name} has been suspended: its users are signed out and cannot sign in until it is reactivated.`,
  reactivated: (name: string) => `${name} has been reactivated: its users can sign in again.`,
  alreadySuspended: (name: string) => `${name} was already suspended.`,
  notSuspended: (name: string) => `${name} was not suspended: nothing changed.`,
  suspendedFirst: (name: string) => `${name} is suspended: reactivate it first.`,
  hasUsers: (name: string) => `${name} already has users: reset a user's password from its users instead of inviting an administrator.`,
  noInvitation: (name: string) => `${name} has no invitation waiting: its administrator has already chosen a password, or none was invited.`,
  invited: (email: string) => `An invitation with a temporary password has been sent to ${email}.`,
  passwordReset: (username: string, email: string) => `A temporary password for ${username} has been sent to ${email}.`,
  userNotFound: "That user is not one of this company's users.",
} as const;

type NoPayload = Record<string, never>;

export const COMPANY_CALLS = {
  listCompanies: carrierCall<CompanyListInput, CompanyListAnswer>('GET', 'companies', 'companies:read', companyListSchema),
  getCompany: carrierCall<NoPayload, CompanyAnswer>('GET', 'companies/:id', 'companies:read'),
  createCompany: carrierCall<CompanyForm, CompanySaveAnswer>('POST', 'companies', 'companies:write', companyFormSchema),
  saveCompany: carrierCall<CompanyForm, CompanySaveAnswer>('PUT', 'companies/:id', 'companies:write', companyFormSchema),
  /** Suspending a suspended company, or reactivating a trading one, changes nothing and says so. */
  suspendCompany: carrierCall<NoPayload, CompanySaveAnswer>('POST', 'companies/:id/suspend', 'companies:write'),
  reactivateCompany: carrierCall<NoPayload, CompanySaveAnswer>('POST', 'companies/:id/reactivate', 'companies:write'),
  companyUsers: carrierCall<NoPayload, CompanyUsersAnswer>('GET', 'companies/:id/users', 'companies:read'),
  /** The first administrator, with a temporary password by e-mail (spec 01's first-password flow). */
  inviteAdministrator: carrierCall<AdministratorInvite, CompanyAccountAnswer>('POST', 'companies/:id/administrator', 'companies:write', administratorInviteSchema),
  /** A new temporary password for the invited administrator; the last one stops working. */
  resendInvitation: carrierCall<NoPayload, CompanyAccountAnswer>('POST', 'companies/:id/administrator/invitation', 'companies:write'),
  resetUserPassword: carrierCall<NoPayload, CompanyAccountAnswer>('POST', 'companies/:id/users/:userId/password', 'companies:write'),
} as const;
