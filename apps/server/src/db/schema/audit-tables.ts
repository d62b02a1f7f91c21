import type { Generated } from 'kysely';
import type { AuditAction, AuditActor } from '@portal/domain/audit/audit-actions';

// The audit trail's table (migration 0011, decision 0032).

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
}
