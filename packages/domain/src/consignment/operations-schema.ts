import { z } from 'zod';
import type { PodInput, ScanEventInput, ScannedOriginalInput } from '../api/operations';

// The operations API's requests (the carrier's own systems, not the portal).

const conNumber = z.string().trim().min(1).max(40);
const at = z.union([z.number().int().min(0), z.iso.datetime({ offset: true })]).optional();
/** Base64 of a file up to `bytes` long. */
const base64 = (bytes: number) => z.string().max(Math.ceil(bytes / 3) * 4 + 4).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'expected base64');

export const scanEventSchema = z.object({
  conNumber,
  code: z.number().int().min(0).max(99),
  at,
  depot: z.string().trim().min(3).max(3).optional(),
}) satisfies z.ZodType<ScanEventInput>;

export const podSchema = z.object({
  conNumber,
  // The POD rule words its own messages for an empty or long name.
  signedBy: z.string().max(1000),
  signature: base64(1024 * 1024),
  at,
}) satisfies z.ZodType<PodInput>;

export const scannedOriginalSchema = z.object({ conNumber, content: base64(8 * 1024 * 1024) }) satisfies z.ZodType<ScannedOriginalInput>;

/** GET /ops/outbox: the newest messages, to one address when given. */
export const outboxQuerySchema = z.object({
  to: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

/** GET /ops/outbox/{id}/attachments/{index}. */
export const attachmentParamsSchema = z.object({ id: z.coerce.number().int().min(1), index: z.coerce.number().int().min(0).max(100) });

/** An operations time as epoch milliseconds. */
export const epochOf = (value: number | string | undefined): number | undefined =>
  value === undefined ? undefined : typeof value === 'number' ? value : Date.parse(value);
