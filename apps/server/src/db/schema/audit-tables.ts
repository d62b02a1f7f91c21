import type { Generated } from 'kysely';
import type { AuditAction, AuditActor } from '@portal/domain/audit/audit-actions';

// The audit trail's table (migration 0011, decision 0032; the staff columns: migration 0024).

export interface AuditEventsTable {
  id: Generated<number>;
  /** Epoch milliseconds. */
  at: number;
  companyId: number | null;
  userId: number | null;
  username: string;
  actor: AuditActor;
  action: AuditAction;
  target: string;
  address: string;
  /** The staff member of a row of the actor 'staff' (migration 0024); null for customers and the operations API. */
  staffUserId: Generated<number | null>;
  /** The staff member's name as it was: what a company's administrators are shown. */
  staffName: Generated<string>;
}
