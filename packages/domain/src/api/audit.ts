import type { AuditAction, AuditActor } from '../audit/audit-actions';
import type { ListInput, ListPage } from './list-page';

// GET audit (issue 13, decision 0032): one page of the company's audit trail, newest first, for
// users who may see the company's users. Paged like the record lists (decision 0029).

export interface AuditInput extends ListInput {
  /** Only events of this kind. */
  action?: AuditAction;
  /** Only events of this username (case is ignored). */
  user?: string;
}

export interface AuditEvent {
  /** Epoch milliseconds. */
  at: number;
  /**
   * The username as known, or as typed at a failed sign-in; empty for the operations API. For the
   * carrier's staff (actor 'staff') the staff member's name: never their username or e-mail.
   */
  username: string;
  actor: AuditActor;
  action: AuditAction;
  /** The record (a quote, pickup or consignment number, a document) or the user it concerned. */
  target: string;
  /** The client's address as the server saw it. */
  address: string;
}

export interface AuditAnswer extends ListPage {
  events: AuditEvent[];
}
