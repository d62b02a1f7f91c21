import { z } from 'zod';
import type { AuditInput } from '../api/audit';
import { listSchema } from '../lists/list-schema';
import { AUDIT_ACTIONS } from './audit-actions';

/** The longest username the filter takes: as long as a username may be. */
const USER_FILTER_MAX = 100;

/** GET audit's request: the lists' search and cursor, an action and a username to filter by. */
export const auditSchema = listSchema.extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  user: z.string().trim().max(USER_FILTER_MAX).optional(),
}) satisfies z.ZodType<AuditInput>;
