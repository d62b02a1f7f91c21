import { z } from 'zod';
import type { Settings, SettingsSaveAnswer } from '../../account/settings';
import { userRowSchema, type UsersAnswer, type UsersSaveAnswer } from '../../account/users';

// The answers of My Settings and the Users screen (spec 01 sections 2, 3 and 7).

export const settingsAnswer = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.string(),
  version: z.number().int().positive(),
}) satisfies z.ZodType<Settings>;

export const settingsSaveAnswer = z.object({ success: z.boolean(), message: z.string(), version: z.number().int().positive() }) satisfies z.ZodType<SettingsSaveAnswer>;

/** A users row is the same shape both ways: the row schema the save call validates with. */
export const usersAnswer = z.object({
  users: z.array(userRowSchema),
  roles: z.array(z.object({ ugSEQ: z.number(), ugName: z.string() })),
}) satisfies z.ZodType<UsersAnswer>;

export const usersSaveAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  versions: z.array(z.object({ id: z.number().int().positive(), version: z.number().int().positive() })),
}) satisfies z.ZodType<UsersSaveAnswer>;
