import { z } from 'zod';
import type { Settings } from '../../account/settings';
import { userRowSchema, type UsersAnswer } from '../../account/users';

// The answers of My Settings and the Users screen (spec 01 sections 2, 3 and 7).

export const settingsAnswer = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.string(),
}) satisfies z.ZodType<Settings>;

/** A users row is the same shape both ways: the row schema the save call validates with. */
export const usersAnswer = z.object({
  users: z.array(userRowSchema),
  roles: z.array(z.object({ ugSEQ: z.number(), ugName: z.string() })),
}) satisfies z.ZodType<UsersAnswer>;
