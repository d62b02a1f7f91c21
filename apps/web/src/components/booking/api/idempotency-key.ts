import { IDEMPOTENCY_KEY_HEADER } from '@portal/domain/api/pickup';

/**
 * A random Idempotency-Key for a booking POST (issue 4: a retried submit never books twice).
 * getRandomValues works on plain http too, where crypto.randomUUID is not offered.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The call options of a booking POST: its key, the same for a retry. */
export const withIdempotencyKey = (key: string) => ({ headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
