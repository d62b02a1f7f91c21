import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, USERNAME_MAX } from '../constants';
import { MESSAGES } from '../messages';
import { isEmail } from '../validation/email';
import { versionSchema } from '../validation/row-version';

// Users screen rows (spec 01 sections 3 and 5), messages verbatim ('longer then').
export const USER_MESSAGES = {
  nameBlank: 'Name cannot be blank',
  nameTooLong: 'Name cannot be longer then 150 characters',
  usernameBlank: 'Username cannot be blank',
  usernameTooLong: 'Username cannot be longer then 10 characters',
  emailBlank: 'email cannot be blank',
  emailTooLong: 'email cannot be longer then 1000 characters',
  emailInvalid: 'email is invalid',
  roleBlank: 'Role cannot be blank',
} as const;

/** The name Add gives a blank row, and the label of an unnamed row in the error list. */
export const NEW_USER_NAME = 'New User';

export const userRowSchema = z.object({
  id: z.number().int().min(0),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.number(),
  enabled: z.boolean(),
  resetPassword: z.boolean(),
  delete: z.boolean().optional(),
  /** The user's version as GET users read it; 0 (or left out) for a row added on screen (decision 0030). */
  version: z.number().int().min(0).default(0),
}).superRefine((row, ctx) => {
  // A stored user's row must say which version it was edited from.
  if (row.id > 0 && !versionSchema.safeParse(row.version).success) {
    ctx.addIssue({ code: 'custom', path: ['version'], message: 'must be 1 or more for a stored user' });
  }
});
export type UserRow = z.infer<typeof userRowSchema>;

export const saveUsersSchema = z.object({ users: z.array(userRowSchema).max(1000) });
export type SaveUsersInput = z.infer<typeof saveUsersSchema>;

export interface RoleOption {
  ugSEQ: number;
  ugName: string;
}

/** POST users: each stored row's version after the save (decision 0030). */
export interface UsersSaveAnswer {
  success: boolean;
  message: string;
  versions: { id: number; version: number }[];
}

export interface UsersAnswer {
  users: UserRow[];
  roles: RoleOption[];
}

export function validateUserRow(row: UserRow): string[] {
  const m = USER_MESSAGES;
  const errors: string[] = [];
  if (row.name.trim() === '') errors.push(m.nameBlank);
  else if (row.name.length > NAME_MAX) errors.push(m.nameTooLong);
  if (row.username.trim() === '') errors.push(m.usernameBlank);
  else if (row.username.length > USERNAME_MAX) errors.push(m.usernameTooLong);
  if (row.email.trim() === '') errors.push(m.emailBlank);
  else if (row.email.length > EMAIL_MAX) errors.push(m.emailTooLong);
  else if (!isEmail(row.email)) errors.push(m.emailInvalid);
  if (!(Number.isFinite(row.role) && row.role > 0)) errors.push(m.roleBlank);
  return errors;
}

/** One line a message: the row's name (or 'New User') then the message. Deleted rows are skipped. */
export function userRowErrors(rows: readonly UserRow[]): string[] {
  return rows
    .filter((row) => !row.delete)
    .flatMap((row) =>
      validateUserRow(row).map((message) => `${row.name.trim() || NEW_USER_NAME}: ${message}`),
    );
}

/** The error list as the Users screen shows it: the lines, then the prompt to fix or contact. */
export function userErrorList(rows: readonly UserRow[]): string[] {
  const lines = userRowErrors(rows);
  return lines.length === 0 ? [] : [...lines, MESSAGES.fixOrContact];
}
