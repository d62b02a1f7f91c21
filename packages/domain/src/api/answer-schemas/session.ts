import { z } from 'zod';
import { PERMISSION_GROUP_NAMES, type PermissionFlag } from '../../permissions';
import type { CustomerDefaults, FreightLimits, KeepAliveAnswer, SaveAnswer, Session, SessionUser } from '../session';

// The answers of the sign-in calls (spec 01 sections 3 and 7), as answer-schemas.ts checks them.

const PERMISSION_FLAGS = ['view', 'add', 'edit', 'delete'] as const satisfies readonly PermissionFlag[];

const companyRef = z.object({ id: z.number(), name: z.string() });

/** Partial records: a role lists only the groups and flags it grants. */
const permissions = z.partialRecord(z.enum(PERMISSION_GROUP_NAMES), z.partialRecord(z.enum(PERMISSION_FLAGS), z.boolean()));

const sessionUser = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  company: companyRef.nullable(),
  companies: z.array(companyRef),
  isAdmin: z.boolean(),
  permissions,
  timeout: z.number(),
  token: z.string(),
  lastActive: z.number(),
  mustChangePassword: z.boolean(),
}) satisfies z.ZodType<SessionUser>;

export const customerDefaultsAnswer = z.object({
  defaultOpen: z.string(),
  defaultClose: z.string(),
  defaultInstructions: z.string(),
  defaultExtraEmail: z.string(),
}) satisfies z.ZodType<CustomerDefaults>;

export const freightLimitsAnswer = z.object({
  weight: z.number(),
  volume: z.number(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  items: z.number(),
}) satisfies z.ZodType<FreightLimits>;

const sessionOptions = z.object({
  requirePO: z.boolean(),
  forkliftPickup: z.boolean(),
  forkliftDelivery: z.boolean(),
  customerDefaults: customerDefaultsAnswer,
  limits: freightLimitsAnswer,
  dimensionFactor: z.number(),
  contact: z.object({ contactUsUrl: z.string(), salesPhone: z.string(), pickupsPhone: z.string(), supportText: z.string() }),
});

export const sessionAnswer = z.object({ user: sessionUser, options: sessionOptions.nullable() }) satisfies z.ZodType<Session>;

export const keepAliveAnswer = z.object({ user: sessionUser }) satisfies z.ZodType<KeepAliveAnswer>;

export const saveAnswer = z.object({ success: z.boolean(), message: z.string() }) satisfies z.ZodType<SaveAnswer>;
