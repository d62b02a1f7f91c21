import type { CallName } from '@portal/domain/api/request-schemas';

// The access matrix (issue 13): for every call of the call tables (CALLS, TRACKING_CALLS,
// OPERATIONS_CALLS), the status each kind of caller gets when the payload is valid and names
// company A's own record. access-matrix.test.ts sends every cell and fails when a route or a
// call has no row. The statuses follow the spec's rules: spec 01 section 7 (401 always means the
// session is over), spec 02 section 6 (Permission Denied is a 403), DESIGN.md (a customer-owned
// row exists only for its company, so another company's record is a 404 exactly like an unknown
// number; the operations API takes a key, never a session).

export const ACTORS = [
  /** A user of company A whose role grants what the call needs (the row says which user). */
  'owner',
  /** A user of company A whose role grants nothing. */
  'noPermission',
  /** A Booking Officer of company B. */
  'otherCompany',
  /** An isAdmin Administrator of company B only. */
  'otherAdmin',
  'noSession',
  /** A session of company A past its idle limit. */
  'expiredSession',
  /** No session, and a wrong X-Operations-Key. */
  'wrongOpsKey',
] as const;
export type Actor = (typeof ACTORS)[number];

export type Cells = Readonly<Record<Actor, number>>;

export interface MatrixRow {
  /** Who holds the permission in company A: the Booking Officer, or an isAdmin Administrator. */
  owner: 'booker' | 'admin';
  expect: Cells;
}

const row = (expect: Cells, owner: MatrixRow['owner'] = 'booker'): MatrixRow => ({ owner, expect });

const signedOut = { noSession: 401, expiredSession: 401, wrongOpsKey: 401 } as const;

/** Company A's record by number: another company's user, admin or not, finds nothing (404). */
const record = row({ owner: 200, noPermission: 403, otherCompany: 404, otherAdmin: 404, ...signedOut });
/** The caller's own company's list, options or new booking: company B gets its own (no A rows). */
const ownCompany = row({ owner: 200, noPermission: 403, otherCompany: 200, otherAdmin: 200, ...signedOut });
/** The caller's own session or profile: no permission is involved. */
const ownSession = row({ owner: 200, noPermission: 200, otherCompany: 200, otherAdmin: 200, ...signedOut });
/** Needs no session: whatever the caller holds, the answer is the same. */
const open = row({ owner: 200, noPermission: 200, otherCompany: 200, otherAdmin: 200, noSession: 200, expiredSession: 200, wrongOpsKey: 200 });
/** The operations API: the key holder only; a customer session is no key (403 'wrong key'). */
const operations = row({ owner: 200, noPermission: 403, otherCompany: 403, otherAdmin: 403, noSession: 403, expiredSession: 403, wrongOpsKey: 403 });

export const ACCESS_MATRIX = {
  // The credentials in the body decide; a session sent along is ignored.
  login: open,
  // Choosing company A: a user without a membership there gets the not-found of an unknown company.
  chooseCompany: row({ owner: 200, noPermission: 200, otherCompany: 404, otherAdmin: 404, ...signedOut }),
  keepAlive: ownSession,
  logout: ownSession,
  // The same answer whether or not the username and e-mail match (decision 0002).
  resetPassword: open,
  getSettings: ownSession,
  saveSettings: ownSession,
  // Users view: company B's Booking Officer lacks it in B; B's administrator sees B's users only.
  getUsers: row({ owner: 200, noPermission: 403, otherCompany: 403, otherAdmin: 200, ...signedOut }, 'admin'),
  // Editing a user of company A: from company B that user does not exist.
  saveUsers: row({ ...record.expect }, 'admin'),
  changePassword: ownSession,
  // Company A's audit trail is for A's administrators; B's administrator reads B's trail only.
  getAudit: row({ owner: 200, noPermission: 403, otherCompany: 403, otherAdmin: 200, ...signedOut }, 'admin'),
  // The login screen reports errors too (issue 12).
  reportError: open,

  // Reference data is the carrier's, the same for every company: a session, no permission.
  dgDescription: ownSession,
  ppiOptions: ownSession,
  // Content-addressed and immutable, shared by every company (decision 0028): no session.
  gazetteer: open,
  quoteOptions: ownCompany,
  // Re-pricing company A's stored quote (quoteNumber set).
  quoteNew: record,
  getQuote: record,
  acceptQuote: record,
  getQuotes: ownCompany,
  duplicateQuote: record,

  pickupOptions: ownCompany,
  getPickup: record,
  // A new pickup is booked for the caller's company, whatever the draft says.
  pickupNew: ownCompany,
  pickupEdit: record,
  pickupConvert: record,
  getPickups: ownCompany,
  duplicatePickup: record,
  quoteConvertOptions: record,
  quoteConvert: record,

  dropFreightOptions: record,
  quoteDropFreight: record,
  getDropFreights: ownCompany,
  directDropFreightOptions: ownCompany,
  getDropFreight: record,
  dropFreightNew: ownCompany,
  dropFreightEdit: record,
  duplicateDropFreight: record,
  // A number from company A's connote book: company B hears 'not in your books' (200, success false).
  validateConnote: ownCompany,
  validateDropFreight: ownCompany,

  getConsignment: record,
  getConsignments: ownCompany,
  // The list of the caller's consignments for a document type.
  listDocuments: ownCompany,
  generateDocument: record,
  getPod: record,
  // The signed link is the credential (DESIGN.md): a browser tab opens it without a session.
  // Tampering with any part of it is the signed-link test's business.
  documentPdf: open,

  // Public tracking by its unguessable id (DESIGN.md): the owner gets the full form; anyone else,
  // A's user without Consignments view too, the public one (the test checks which). A token that
  // is sent must be live, as on every call (401 signs out).
  track: row({ ...open.expect, expiredSession: 401 }),

  outbox: operations,
  outboxAttachment: operations,
  scanEvent: operations,
  signPod: operations,
  scannedOriginal: operations,
} as const satisfies Partial<Record<CallName, MatrixRow>>;

export type MatrixCall = keyof typeof ACCESS_MATRIX;
