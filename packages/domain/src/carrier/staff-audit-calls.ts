import { z } from 'zod';
import type { ListInput, ListPage } from '../api/list-page';
import { AUDIT_ACTIONS, type AuditAction } from '../audit/audit-actions';
import { listSchema } from '../lists/list-schema';
import { carrierCall } from './carrier-call';

// The staff audit trail (issue 26, DESIGN.md 'Everything staff do is in the audit trail'): what
// each staff member did, who, when, from where, and the company it concerned, newest first over
// the customers' window (AUDIT_WINDOW_DAYS), filtered by staff member, company and action.

/** The longest username the filter takes: as long as a username may be. */
const USER_FILTER_MAX = 100;

/** GET audit: the lists' search (username, record and address) and cursor, and the three filters. */
export const staffAuditSchema = listSchema.extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** A staff member's username, case ignored. */
  user: z.string().trim().max(USER_FILTER_MAX).optional(),
  company: z.coerce.number().int().min(1).max(2 ** 31 - 1).optional(),
});

export interface StaffAuditInput extends ListInput {
  action?: AuditAction;
  user?: string;
  company?: number;
}

export interface StaffAuditEvent {
  /** Epoch milliseconds. */
  at: number;
  /** The staff username, or as typed at a failed sign-in. */
  username: string;
  /** The staff member's name; empty for an unknown username. */
  name: string;
  action: AuditAction;
  /** The record, user, document or company it concerned. */
  target: string;
  address: string;
  /** The company it concerned; null for the staff member's own sign-ins and account. */
  companyId: number | null;
  companyName: string;
}

export interface StaffAuditAnswer extends ListPage {
  events: StaffAuditEvent[];
}

export const STAFF_AUDIT_CALLS = {
  staffAudit: carrierCall<StaffAuditInput, StaffAuditAnswer>('GET', 'audit', 'audit:read', staffAuditSchema),
} as const;
