import type { AuditAction } from '@portal/domain/audit/audit-actions';
import type { CALLS } from '@portal/domain/api/endpoints';
import type { OPERATIONS_CALLS } from '@portal/domain/api/operations';
import type { CallName, RequestOf } from '@portal/domain/api/request-schemas';
import type { TRACKING_CALLS } from '@portal/domain/api/tracking';
import type { CARRIER_CALLS, CarrierCallName } from '@portal/domain/carrier/carrier-calls';
import type { AuthContext } from '../auth/service';
import type { StaffAuth } from '../staff/service';

// What a call's audit rule sees and what it answers (decision 0032). The recorder
// (recorder.ts) turns a draft into rows: one per company that sees the event.

type Tables = typeof CALLS & typeof TRACKING_CALLS & typeof OPERATIONS_CALLS;

/** One answered call, as its rule reads it. */
export interface AnsweredCall<K extends CallName> {
  status: number;
  /** The parsed payload (body or query string); present whenever the answer is 2xx or the service refused it. */
  payload: RequestOf<K>;
  /** The answer object of a 2xx JSON answer; undefined otherwise. */
  answer: NonNullable<Tables[K]['answer']> | undefined;
  auth: AuthContext | null;
  /** A refused call's message (its X-Error text); undefined on a 2xx answer. */
  refusal: string | undefined;
}

/** Who acted, and so which companies see the row. */
export type AuditSubject =
  /** A user; every company they belong to sees it (sign-ins and a user's own account). */
  | { seenBy: 'user'; user: { id: number } | { username: string } }
  /** A user acting in one company: only that company sees it. */
  | { seenBy: 'company'; companyId: number; user: { id: number; username?: string } }
  /** The operations API on a consignment: the consignment's company sees it. */
  | { seenBy: 'consignment'; conNumber: string }
  /**
   * A member of the carrier's staff (issue 26): the staff trail, and the trail of the company it
   * concerns (none for their own sign-ins and account). Known by the session, by an id alone (a
   * PDF link), or by the username typed at a failed sign-in.
   */
  | { seenBy: 'staff'; staff: StaffWho; companyId: number | null };

export type StaffWho = { id: number; username: string; name: string } | { id: number } | { username: string };

export interface AuditDraft {
  action: AuditAction;
  /**
   * A record number or a username, or a document, staff member or customer's user the recorder
   * names from its id: never a password, token or signature.
   */
  target: string | { documentId: number } | { staffId: number } | { userId: number };
  subject: AuditSubject;
}

/** A call's rule: the event its answer records, or null when it records nothing (a refusal). */
export type AuditRule<K extends CallName> = (call: AnsweredCall<K>) => AuditDraft | null;

/** One answered back-office call (issue 26), as its rule reads it: the staff session in place of a customer's. */
export interface AnsweredCarrierCall<K extends CarrierCallName> {
  status: number;
  /** The parsed payload (body or query string). */
  payload: NonNullable<(typeof CARRIER_CALLS)[K]['payload']>;
  answer: NonNullable<(typeof CARRIER_CALLS)[K]['answer']> | undefined;
  /** The session as the guard read it, before the call: its stage is the one the call started at. */
  staff: StaffAuth | null;
  refusal: string | undefined;
}

/** A back-office call's rule: its events, none for a refusal; a sign-in's last step may also change a password. */
export type CarrierAuditRule<K extends CarrierCallName> = (call: AnsweredCarrierCall<K>) => readonly AuditDraft[];
