// The audit trail's fixed vocabulary (issue 13, decision 0032): what a row says happened, and the
// words the Users area's trail screen shows for it. The server maps each call to one of these
// (apps/server/src/modules/audit/audited-calls.ts); a new kind of event is a new entry here.

export const AUDIT_ACTION_WORDS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'signed-out': 'Signed out',
  'password-changed': 'Password changed',
  'password-reset': 'Temporary password requested',
  'settings-changed': 'My Settings changed',
  'users-changed': 'Users changed',
  'quote-saved': 'Quote saved',
  'quote-accepted': 'Quote accepted',
  'pickup-booked': 'Pickup booked',
  'pickup-edited': 'Pickup edited',
  'consignment-created': 'Consignment created',
  'drop-freight-saved': 'Drop freight saved',
  'drop-freight-edited': 'Drop freight edited',
  'drop-freight-booked': 'Drop freight booked',
  duplicated: 'Duplicated',
  'document-downloaded': 'Document downloaded',
  'scan-recorded': 'Scan recorded',
  'pod-recorded': 'Proof of delivery recorded',
  'original-scanned': 'Signed note scanned',
  // The carrier's back office (issue 26): what staff do. Sign-ins, sign-outs, password changes,
  // scans, PODs and downloads use the words above with the actor 'staff'.
  'second-factor-enrolled': 'Authenticator set up',
  'staff-added': 'Staff member added',
  'staff-changed': 'Staff member changed',
  'staff-password-reset': "Staff member's password reset",
  'staff-second-factor-reset': "Staff member's authenticator reset",
  'company-created': 'Company created',
  'company-changed': 'Company changed',
  'company-suspended': 'Company suspended',
  'company-reactivated': 'Company reactivated',
  'admin-invited': 'Administrator invited',
  'user-password-reset': "User's password reset",
  'connote-book-allotted': 'Connote book allotted',
  'depot-added': 'Depot added',
  'depot-changed': 'Depot changed',
  'depot-deleted': 'Depot deleted',
  // The pricing desk (issue 27). A customer's card's changes are in that company's trail too.
  'rate-version-created': 'Rate card version created',
  'rate-version-changed': 'Rate card version changed',
  'rate-version-imported': 'Rate card imported',
  'rate-version-scheduled': 'Rate card version scheduled',
  'rate-version-unscheduled': 'Rate card version back to draft',
  'rate-version-deleted': 'Rate card version deleted',
  'fuel-levy-set': 'Fuel levy set',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_WORDS;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_WORDS) as [AuditAction, ...AuditAction[]];

/**
 * Who acted: a customer's user, the carrier's operations API (its key names no person), or a
 * member of the carrier's staff in the back office (issue 26).
 */
export const AUDIT_ACTORS = ['user', 'operations', 'staff'] as const;
export type AuditActor = (typeof AUDIT_ACTORS)[number];

/**
 * How long the screen reaches back. The rows stay in the table; the window bounds what a page or
 * a search reads, as the record lists' 30 days do (decision 0029).
 */
export const AUDIT_WINDOW_DAYS = 90;
