import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from '../constants';
import { USER_MESSAGES } from './users';

// My Settings (spec 01 sections 2 and 5): only the name has a rule.
export const NAME_BLANK = 'Name cannot be blank';

/** The spec gives phone no rule; the server still caps its length with a plain sentence. */
export const PHONE_TOO_LONG = `Phone cannot be longer than ${PHONE_MAX} characters.`;

export const settingsSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type SettingsInput = z.infer<typeof settingsSchema>;

/** What GET settings answers: the editable fields plus read-only username and role. */
export interface Settings extends SettingsInput {
  username: string;
  role: string;
}

export function validateSettings(input: SettingsInput): string[] {
  return input.name.trim() === '' ? [NAME_BLANK] : [];
}

/**
 * Storage caps the server adds to validateSettings. Name and email reuse the Users screen
 * texts (spec 01 section 5) because they are the same fields with the same limits.
 */
export function settingsLengthErrors(input: SettingsInput): string[] {
  const errors: string[] = [];
  if (input.name.length > NAME_MAX) errors.push(USER_MESSAGES.nameTooLong);
  if (input.phone.length > PHONE_MAX) errors.push(PHONE_TOO_LONG);
  if (input.email.length > EMAIL_MAX) errors.push(USER_MESSAGES.emailTooLong);
  return errors;
}
