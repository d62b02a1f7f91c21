import type { Generated } from 'kysely';
import type { StaffRole } from '@portal/domain/carrier/staff-roles';
import type { Flag } from '../schema';

// The carrier's staff (migration 0021, decision 0054): never joined with the customers' tables.

export interface StaffUsersTable {
  id: Generated<number>;
  username: string;
  name: string;
  email: string;
  role: StaffRole;
  passwordHash: string | null;
  tempPasswordHash: string | null;
  tempPasswordExpiresAt: number | null;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  disabled: Generated<Flag>;
  timeoutMs: number;
  createdAt: number;
}

export interface StaffRecoveryCodesTable {
  staffUserId: number;
  codeHash: string;
  usedAt: number | null;
}

/** What a staff session's sign-in still needs; 'ready' once the back office is open. */
export type StaffSessionStage = 'change-password' | 'enrol-second-factor' | 'second-factor' | 'ready';

export interface StaffSessionsTable {
  id: Generated<number>;
  tokenHash: string;
  staffUserId: number;
  stage: StaffSessionStage;
  createdAt: number;
  lastActiveAt: number;
  timeoutMs: number;
}
