import { z } from 'zod';
import type { OperationsAnswer, OutboxAnswer } from '../operations';

// The operations API's JSON answers (decision 0022): the mail outbox and the scan confirmations.

const outboxMessage = z.object({
  id: z.number(),
  toAddress: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.number(),
  sentAt: z.number().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  attachments: z.array(z.object({ fileName: z.string(), contentType: z.string(), size: z.number() })),
});

export const outboxAnswer = z.object({ messages: z.array(outboxMessage) }) satisfies z.ZodType<OutboxAnswer>;

export const operationsAnswer = z.object({ success: z.literal(true), message: z.string() }) satisfies z.ZodType<OperationsAnswer>;
