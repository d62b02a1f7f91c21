import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';

// A booking is one transaction (issue 25): its rows, its number and its audit row commit
// together. The recorder (modules/audit/recorder.ts) gives each request of an audited call a
// trail; a service that writes hands it the call's answer inside its own transaction, and the
// recorder writes the row there with the call's rule (decision 0032's one map). A call whose
// service does not do so is recorded as before, after the answer is known.

export interface AuditTrail {
  /** Writes the audit row of a call answered with `answer`, in the transaction `trx`; gives back the answer. */
  record<Answer>(trx: Db, answer: Answer): Promise<Answer>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditTrail?: AuditTrail;
  }
}

/** For calls the trail does not record (and tests calling a service directly). */
export const NO_AUDIT_TRAIL: AuditTrail = { record: (_trx, answer) => Promise.resolve(answer) };

export const auditTrailOf = (request: FastifyRequest): AuditTrail => request.auditTrail ?? NO_AUDIT_TRAIL;
