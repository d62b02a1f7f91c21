import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ACTORS } from '../../audit/audit-actions';
import type { AuditAnswer } from '../audit';
import { listPageAnswer } from './list-page';

// GET audit's answer (issue 13, decision 0032): a page of the company's trail.

export const auditAnswer = z.object({
  ...listPageAnswer,
  events: z.array(
    z.object({
      at: z.number(),
      username: z.string(),
      actor: z.enum(AUDIT_ACTORS),
      action: z.enum(AUDIT_ACTIONS),
      target: z.string(),
      address: z.string(),
    }),
  ),
}) satisfies z.ZodType<AuditAnswer>;
