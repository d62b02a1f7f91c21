import { z } from 'zod';
import { isEmail } from '../validation/email';
import { isStaffRole, STAFF_ROLES, type StaffRole } from './staff-roles';

// Staff accounts as an Administrator keeps them (issue 26: 'Administrator ... manages staff'):
// add a staff member (a temporary password goes to their e-mail), change their name, e-mail or
// role, disable them, and start their password or authenticator again.

export const STAFF_USERNAME_MAX = 50;
export const STAFF_NAME_MAX = 100;
export const STAFF_EMAIL_MAX = 200;
const USERNAME = /^[A-Za-z0-9._-]+$/;

export const STAFF_ADMIN_MESSAGES = {
  usernameBlank: 'Username cannot be blank.',
  usernameShape: 'Username may hold letters, digits, dots, dashes and underscores only, at most 50.',
  usernameTaken: 'A staff member with that username exists already.',
  nameBlank: 'Name cannot be blank.',
  nameTooLong: 'Name must be at most 100 characters.',
  emailInvalid: 'E-mail must be an e-mail address.',
  roleUnknown: `Role must be one of ${STAFF_ROLES.join(', ')}.`,
  notYourself: 'You cannot disable your own account or change your own role.',
  lastAdministrator: 'The last enabled Administrator must stay an enabled Administrator.',
  staffNotFound: 'There is no such staff member.',
} as const;

export interface StaffDetails {
  name: string;
  email: string;
  role: string;
}

export const staffDetailsSchema = z.object({ name: z.string().max(1000), email: z.string().max(1000), role: z.string().max(100) });
export const newStaffSchema = staffDetailsSchema.extend({ username: z.string().max(1000) });
export type NewStaffInput = z.infer<typeof newStaffSchema>;
export const staffChangeSchema = staffDetailsSchema.extend({ disabled: z.boolean() });
export type StaffChangeInput = z.infer<typeof staffChangeSchema>;

export type StaffDetailsErrors = Partial<Record<'username' | 'name' | 'email' | 'role', string>>;

/** The field errors of a staff member's details, each a sentence naming its field. */
export function staffDetailsErrors(input: StaffDetails & { username?: string }): StaffDetailsErrors {
  const m = STAFF_ADMIN_MESSAGES;
  const errors: StaffDetailsErrors = {};
  if (input.username !== undefined) {
    const username = input.username.trim();
    if (username === '') errors.username = m.usernameBlank;
    else if (!USERNAME.test(username) || username.length > STAFF_USERNAME_MAX) errors.username = m.usernameShape;
  }
  if (input.name.trim() === '') errors.name = m.nameBlank;
  else if (input.name.trim().length > STAFF_NAME_MAX) errors.name = m.nameTooLong;
  if (!isEmail(input.email.trim()) || input.email.trim().length > STAFF_EMAIL_MAX) errors.email = m.emailInvalid;
  if (!isStaffRole(input.role)) errors.role = m.roleUnknown;
  return errors;
}

/** A staff member as the Staff screen lists them. */
export interface StaffListRow {
  id: number;
  username: string;
  name: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  /** Whether an authenticator app is set up. */
  secondFactor: boolean;
  createdAt: number;
}

export interface StaffListAnswer {
  staff: StaffListRow[];
}
