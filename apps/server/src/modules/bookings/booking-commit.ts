import type { Db } from '../../db/database';
import { NO_AUDIT_TRAIL, type AuditTrail } from '../../http/audit-trail';
import { recordAnswer, type IdempotencyClaim } from './idempotency';

// A booking is one transaction (issue 25): beside its own rows and its number, it writes the
// answer under its Idempotency-Key (decision 0019) and its audit row (decision 0032), and all of
// them commit together, once.

export interface BookingCommit {
  /** Writes what the booking's answer sets off in the booking's transaction `trx`; gives back the answer. */
  settle<Answer>(trx: Db, answer: Answer): Promise<Answer>;
}

export function bookingCommit(claim: IdempotencyClaim | null, trail: AuditTrail, now: number): BookingCommit {
  return {
    async settle(trx, answer) {
      if (claim) await recordAnswer(trx, claim, answer, now);
      return trail.record(trx, answer);
    },
  };
}

/** A booking call that takes no Idempotency-Key (a quote's save, a duplicate): its audit row only. */
export const auditedCommit = (trail: AuditTrail): BookingCommit => bookingCommit(null, trail, 0);

/** A booking with no key and no trail: a service called from a test or the seed. */
export const PLAIN_COMMIT: BookingCommit = auditedCommit(NO_AUDIT_TRAIL);
