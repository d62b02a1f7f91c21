import { z } from 'zod';

// My Settings (spec 01 sections 2 and 5): only the name has a rule.
export const NAME_BLANK = 'Name cannot be blank';

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
