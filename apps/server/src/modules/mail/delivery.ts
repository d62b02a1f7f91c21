import { DAY_MS } from '@portal/domain/constants';

// When mail is sent and tried again (migration 0014). Delivery is at least once: an instance that
// dies after SMTP accepted a message but before recording it leaves it to be sent again once its
// claim runs out, so a customer may, rarely, get a message twice, never none.

/** How long a claim keeps other instances off a message: longer than a send can take (the transport's timeouts below). */
export const CLAIM_MS = 5 * 60_000;

/** nodemailer's own timeouts, shortened so a hung SMTP server cannot outlast a claim. */
export const TRANSPORT_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** How often each instance with SMTP looks for messages to send again. */
export const REDELIVERY_INTERVAL_MS = 60_000;

/** Tries in all, the first one included. */
export const MAX_ATTEMPTS = 5;

/** Older messages are not tried again: a temporary password or a booking note a day late misleads more than it helps. */
export const REDELIVERY_MAX_AGE_MS = DAY_MS;

/** Messages one sweep claims; the next sweep takes the rest. */
export const REDELIVERY_BATCH = 50;

/** After the n-th failed try (from 1), when the next may start: 1, 5, 15 then 60 minutes. */
export function retryDelayMs(attempts: number): number {
  const minutes = [1, 5, 15, 60];
  return minutes[Math.min(attempts, minutes.length) - 1]! * 60_000;
}
