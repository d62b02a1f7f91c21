import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from '../constants';
import type { SaveAnswer } from '../api/session';
import { versionSchema } from '../validation/row-version';
import { USER_MESSAGES } from './users';

// My Settings (spec 01 sections 2 and 5): only the name has a rule.
export const NAME_BLANK = 'Name cannot be blank';

/** The spec gives phone no rule; the server still caps its length with a plain sentence. */
export const PHONE_TOO_LONG = `Phone cannot be longer than ${PHONE_MAX} characters.`;

export const settingsSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** The user row's version as GET settings read it (decision 0030). */
  version: versionSchema,
});
export type SettingsInput = z.infer<typeof settingsSchema>;
/** The fields My Settings edits. */
export type SettingsFields = Pick<SettingsInput, 'name' | 'phone' | 'email'>;

/** POST settings answers the row's new version, so a second save needs no reload. */
export interface SettingsSaveAnswer extends SaveAnswer {
  version: number;
}

/** What GET settings answers: the editable fields plus read-only username and role. */
export interface Settings extends SettingsInput {
  username: string;
  role: string;
}

export function validateSettings(input: SettingsFields): string[] {
  return input.name.trim() === '' ? [NAME_BLANK] : [];
}

/**
 * Storage caps the server adds to validateSettings. Name and email reuse the Users screen
 * texts (spec 01 section 5) because they are the same fields with the same limits.
 */
export function settingsLengthErrors(input: SettingsFields): string[] {
  const errors: string[] = [];
  if (input.name.length > NAME_MAX) errors.push(USER_MESSAGES.nameTooLong);
  if (input.phone.length > PHONE_MAX) errors.push(PHONE_TOO_LONG);
  if (input.email.length > EMAIL_MAX) errors.push(USER_MESSAGES.emailTooLong);
  return errors;
}
