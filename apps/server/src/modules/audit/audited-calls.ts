import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import type { AuditAction } from '@portal/domain/audit/audit-actions';
import type { CallName } from '@portal/domain/api/request-schemas';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import type { AnsweredCall, AuditRule, AuditSubject } from './audit-draft';

// Issue 13: which calls the audit trail records, in one place (decision 0032). Every call that
// changes something (POST, PUT, DELETE) and every document download is either here with its
// rule or in NOT_AUDITED with the reason; audited-calls.test.ts fails on a call in neither.
// Reads are not recorded: the trail is about changes and about what leaves the service.

const ok = (status: number) => status >= 200 && status < 300;

/** The session's user in its chosen company (a company-less session: the user's companies). */
function caller(call: AnsweredCall<CallName>): AuditSubject | null {
  const auth = call.auth;
  if (!auth) return null;
  if (auth.companyId === null) return { seenBy: 'user', user: { id: auth.userId } };
  return { seenBy: 'company', companyId: auth.companyId, user: { id: auth.userId, username: auth.user.username } };
}

/** A change the session's user made, recorded once the answer is 2xx. */
function byCaller<K extends CallName>(action: AuditAction, target: (call: AnsweredCall<K>) => string): AuditRule<K> {
  return (call) => {
    const subject = caller(call);
    return ok(call.status) && subject ? { action, target: target(call), subject } : null;
  };
}

/** A change to the caller's own account: every company they belong to sees it. */
function toOwnAccount<K extends CallName>(action: AuditAction): AuditRule<K> {
  return (call) =>
    ok(call.status) && call.auth ? { action, target: call.auth.user.username, subject: { seenBy: 'user', user: { id: call.auth.userId } } } : null;
}

/** A change the operations API made to a consignment. */
function byOperations<K extends 'scanEvent' | 'signPod' | 'scannedOriginal'>(action: AuditAction, detail: (call: AnsweredCall<K>) => string = () => ''): AuditRule<K> {
  return (call) =>
    ok(call.status)
      ? { action, target: [call.payload.conNumber, detail(call)].filter(Boolean).join(' '), subject: { seenBy: 'consignment', conNumber: call.payload.conNumber } }
      : null;
}

/** POST directdropfreight/edit as the trail names it: edited or booked. */
const dropFreightEdit = (action: AuditAction) => byCaller<'dropFreightEdit'>(action, (call) => call.answer?.recordNumber ?? call.payload.conNumber);

const copyOf = (source: string, copy: string | undefined) => `${copy ?? ''} (copy of ${source})`;

/**
 * Sign-in (spec 01 section 7). A refusal for a wrong username or password is a failed attempt,
 * recorded with the username as typed. A throttled attempt (429) is not: the throttle already
 * stops a flood, and recording each refused try would let one fill the trail.
 */
const login: AuditRule<'login'> = (call) => {
  if (ok(call.status) && call.answer) {
    const { id, username } = call.answer.user;
    return { action: 'sign-in', target: username, subject: { seenBy: 'user', user: { id } } };
  }
  if (call.refusal !== SERVER_MESSAGES.badCredentials) return null;
  const typed = call.payload.username;
  return { action: 'sign-in-failed', target: typed, subject: { seenBy: 'user', user: { username: typed } } };
};

/** Users who were added, deleted or changed: the rows new, marked for deletion, or given a new version. */
const changedUsers = (call: AnsweredCall<'saveUsers'>) => {
  const versioned = new Set(call.answer?.versions.map((v) => v.id));
  return call.payload.users
    .filter((row) => row.id === 0 || row.delete || versioned.has(row.id))
    .map((row) => row.username)
    .join(', ');
};

export const AUDITED_CALLS: { [K in CallName]?: AuditRule<K> } = {
  login,
  logout: byCaller('signed-out', (call) => call.auth?.user.username ?? ''),
  // The answer is the same whether or not the e-mail matched (decision 0002); the trail says it was asked.
  resetPassword: (call) =>
    ok(call.status)
      ? { action: 'password-reset', target: call.payload.username, subject: { seenBy: 'user', user: { username: call.payload.username } } }
      : null,
  changePassword: toOwnAccount('password-changed'),
  saveSettings: toOwnAccount('settings-changed'),
  saveUsers: byCaller('users-changed', changedUsers),
  quoteNew: byCaller('quote-saved', (call) => call.answer?.quoteNumber ?? ''),
  acceptQuote: byCaller('quote-accepted', (call) => call.payload.quoteNumber),
  duplicateQuote: byCaller('duplicated', (call) => copyOf(call.payload.quoteNumber, call.answer?.recordNumber)),
  pickupNew: byCaller('pickup-booked', (call) => call.answer?.pickupNumber ?? ''),
  quoteConvert: byCaller('pickup-booked', (call) => `${call.answer?.pickupNumber ?? ''} (from ${call.payload.quoteNumber})`),
  pickupEdit: byCaller('pickup-edited', (call) => call.answer?.pickupNumber ?? call.payload.pickupNumber),
  pickupConvert: byCaller('consignment-created', (call) => `${call.answer?.conNumber ?? ''} (from ${call.payload.pickupNumber})`),
  duplicatePickup: byCaller('duplicated', (call) => copyOf(call.payload.pickupNumber, call.answer?.recordNumber)),
  dropFreightNew: byCaller('drop-freight-saved', (call) => call.answer?.recordNumber ?? ''),
  quoteDropFreight: byCaller('drop-freight-saved', (call) => `${call.answer?.conNumber ?? ''} (from ${call.payload.quoteNumber})`),
  // One call saves a draft's step (status 2) or books it (any other status, spec 02 section 4).
  dropFreightEdit: (call) => dropFreightEdit(call.payload.status === DROP_FREIGHT_STATUS_DRAFT ? 'drop-freight-edited' : 'drop-freight-booked')(call),
  duplicateDropFreight: byCaller('duplicated', (call) => copyOf(call.payload.recordNumber, call.answer?.recordNumber)),
  // The signed link carries no session (decision 0022): its signed fields say who asked for it,
  // a customer's user or (issue 26) a member of the carrier's staff.
  documentPdf: (call) => {
    if (!ok(call.status)) return null;
    const companyId = Number(call.payload.company);
    const who = Number(call.payload.user);
    const subject: AuditSubject = call.payload.staff === '1' ? { seenBy: 'staff', staff: { id: who }, companyId } : { seenBy: 'company', companyId, user: { id: who } };
    return { action: 'document-downloaded', target: { documentId: Number(call.payload.doc) }, subject };
  },
  scanEvent: byOperations('scan-recorded', (call) => `code ${call.payload.code}`),
  signPod: byOperations('pod-recorded'),
  scannedOriginal: byOperations('original-scanned'),
};

/** Calls that change nothing a company would audit, each with the reason. */
export const NOT_AUDITED: { [K in CallName]?: string } = {
  chooseCompany: 'Choosing among the companies the sign-in offered changes no data; the sign-in is recorded.',
  reportError: "A browser's error report: it changes nothing and goes to the log.",
  ppiOptions: 'A read sent as POST: it prices options and stores nothing.',
  validateDropFreight: 'A check of a draft before booking; it stores nothing.',
};

