import type { AuditAction } from '@portal/domain/audit/audit-actions';
import type { CarrierCallName } from '@portal/domain/carrier/carrier-calls';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import { COMPANY_MESSAGES } from '@portal/domain/carrier/company-calls';
import type { VersionSaveAnswer } from '@portal/domain/carrier/pricing-calls';
import { RATE_CARD_MESSAGES } from '@portal/domain/carrier/pricing-messages';
import type { StaffSession } from '@portal/domain/carrier/staff-session';
import type { AnsweredCarrierCall, AuditDraft, CarrierAuditRule } from './audit-draft';

// Issue 26: which back-office calls the audit trail records, as audited-calls.ts does for the
// customers' (decision 0032). Every call of CARRIER_CALLS is either here with its rule or in
// CARRIER_NOT_AUDITED with the reason; carrier-audited-calls.test.ts fails on a call in neither. Each write call's answer names the
// company it concerns (`companyId`), so the company's administrators see it in their own trail.

const ok = (status: number) => status >= 200 && status < 300;

/** The session's staff member, as the event names them. */
const member = (call: AnsweredCarrierCall<CarrierCallName>) => call.staff && { id: call.staff.staff.id, username: call.staff.staff.username, name: call.staff.staff.name };

/** An event of the staff member's own, concerning no company: sign-ins and their account. */
function own(call: AnsweredCarrierCall<CarrierCallName>, action: AuditAction): AuditDraft[] {
  const staff = member(call);
  return staff ? [{ action, target: staff.username, subject: { seenBy: 'staff', staff, companyId: null } }] : [];
}

/**
 * A change the staff member made, once answered 2xx, concerning the company `companyOf` names
 * (null: none, the staff's own trail only; undefined: nothing changed, nothing recorded).
 */
function byStaff<K extends CarrierCallName>(
  action: AuditAction,
  target: (call: AnsweredCarrierCall<K>) => AuditDraft['target'],
  companyOf: (call: AnsweredCarrierCall<K>) => number | null | undefined,
): CarrierAuditRule<K> {
  return (call) => {
    const staff = member(call);
    const companyId = ok(call.status) ? companyOf(call) : undefined;
    return staff && companyId !== undefined ? [{ action, target: target(call), subject: { seenBy: 'staff', staff, companyId } }] : [];
  };
}

/** The company a write's answer names (issue 26: every write call's answer carries `companyId`). */
const companyOfAnswer = (call: { answer?: { companyId: number } | undefined }) => call.answer?.companyId;

/** A rate card version as the trail names it: 'General version 12'. */
const versionTarget = (call: { answer?: VersionSaveAnswer | undefined }) => (call.answer ? `${call.answer.version.cardName} version ${call.answer.version.id}` : '');
/** The customer company whose card it is; null (the staff's trail only) for General. */
const versionCompany = (call: { answer?: VersionSaveAnswer | undefined }) => call.answer?.companyId;

/** A reset of another staff member's account, named by the path's id. */
function byStaffOn<K extends 'resetStaffPassword' | 'resetStaffSecondFactor'>(action: AuditAction): CarrierAuditRule<K> {
  return (call) => {
    const staff = member(call);
    const staffId = Number((call.payload as { id?: string }).id);
    return ok(call.status) && staff ? [{ action, target: { staffId }, subject: { seenBy: 'staff', staff, companyId: null } }] : [];
  };
}

/**
 * A sign-in is recorded when it is complete: the call that takes the session to `ready` (the
 * password, a new password, the authenticator's set-up or its code), whichever comes last.
 */
const signedIn = (call: AnsweredCarrierCall<CarrierCallName>, session: StaffSession | undefined) =>
  ok(call.status) && call.staff?.stage !== 'ready' && session?.next === null ? own(call, 'sign-in') : [];

/**
 * The password step. A wrong username or password is a failed sign-in, recorded with the username
 * as typed; a throttled attempt (429) is not, as for customers (decision 0032).
 */
const login: CarrierAuditRule<'login'> = (call) => {
  if (ok(call.status) && call.answer) {
    const { id, username, name } = call.answer.staff;
    return call.answer.next === null ? [{ action: 'sign-in', target: username, subject: { seenBy: 'staff', staff: { id, username, name }, companyId: null } }] : [];
  }
  if (call.refusal !== CARRIER_MESSAGES.badCredentials) return [];
  const typed = call.payload.username;
  return [{ action: 'sign-in-failed', target: typed, subject: { seenBy: 'staff', staff: { username: typed }, companyId: null } }];
};

/** The authenticator's code at sign-in: a wrong one is a failed sign-in of the session's staff member. */
const secondFactor: CarrierAuditRule<'secondFactor'> = (call) => {
  if (call.refusal === CARRIER_MESSAGES.wrongCode && call.staff) {
    const staff = member(call)!;
    return [{ action: 'sign-in-failed', target: `${staff.username} (authenticator code)`, subject: { seenBy: 'staff', staff, companyId: null } }];
  }
  return signedIn(call, call.answer);
};

export const CARRIER_AUDITED_CALLS: { [K in CarrierCallName]?: CarrierAuditRule<K> } = {
  login,
  logout: (call) => (ok(call.status) ? own(call, 'signed-out') : []),
  changePassword: (call) => (ok(call.status) ? [...own(call, 'password-changed'), ...signedIn(call, call.answer)] : []),
  confirmSecondFactor: (call) => (ok(call.status) ? [...own(call, 'second-factor-enrolled'), ...signedIn(call, call.answer?.session)] : []),
  secondFactor,
  // Staff accounts, kept by Administrators: the staff member concerned, no company.
  addStaff: byStaff('staff-added', (call) => call.answer?.staff.username ?? '', () => null),
  changeStaff: byStaff('staff-changed', (call) => call.answer?.staff.username ?? '', () => null),
  resetStaffPassword: byStaffOn('staff-password-reset'),
  resetStaffSecondFactor: byStaffOn('staff-second-factor-reset'),
  // Customer companies: the company concerned sees what staff did to it. A suspension or
  // reactivation that changed nothing (already so) is not recorded.
  createCompany: byStaff('company-created', (call) => call.answer?.company.name ?? '', companyOfAnswer),
  saveCompany: byStaff('company-changed', (call) => call.answer?.company.name ?? '', companyOfAnswer),
  suspendCompany: byStaff('company-suspended', (call) => call.answer?.company.name ?? '', (call) =>
    call.answer && call.answer.message === COMPANY_MESSAGES.suspended(call.answer.company.name) ? call.answer.companyId : undefined,
  ),
  reactivateCompany: byStaff('company-reactivated', (call) => call.answer?.company.name ?? '', (call) =>
    call.answer && call.answer.message === COMPANY_MESSAGES.reactivated(call.answer.company.name) ? call.answer.companyId : undefined,
  ),
  inviteAdministrator: byStaff('admin-invited', (call) => ({ userId: call.answer?.userId ?? 0 }), companyOfAnswer),
  resendInvitation: byStaff('admin-invited', (call) => ({ userId: call.answer?.userId ?? 0 }), companyOfAnswer),
  resetUserPassword: byStaff('user-password-reset', (call) => ({ userId: call.answer?.userId ?? 0 }), companyOfAnswer),
  // Connote books, in the company's trail; depots are the carrier's own, in the staff's trail only.
  allotConnoteBook: byStaff('connote-book-allotted', (call) => call.answer?.book.span ?? '', companyOfAnswer),
  addDepot: byStaff('depot-added', (call) => call.answer?.depot.code ?? '', () => null),
  editDepot: byStaff('depot-changed', (call) => call.answer?.depot.code ?? '', () => null),
  deleteDepot: byStaff('depot-deleted', (call) => call.payload.code, () => null),
  // Customer service (issue 26): the consignment's company sees what staff recorded on it.
  recordScan: byStaff('scan-recorded', (call) => `${call.answer?.conNumber ?? call.payload.conNumber} code ${call.payload.code}`, (call) => call.answer?.companyId ?? null),
  recordPod: byStaff('pod-recorded', (call) => call.answer?.conNumber ?? call.payload.conNumber, (call) => call.answer?.companyId ?? null),
  // The pricing desk (issue 27): a customer's card's changes in that company's trail too; General's and levies in the staff's.
  newVersion: byStaff('rate-version-created', versionTarget, versionCompany),
  saveVersionTerms: byStaff('rate-version-changed', versionTarget, versionCompany),
  scheduleVersion: byStaff('rate-version-scheduled', (call) => `${versionTarget(call)} from ${call.payload.effectiveFrom}`, versionCompany),
  // A version that was a draft already changed nothing: not recorded.
  unscheduleVersion: byStaff('rate-version-unscheduled', versionTarget, (call) =>
    call.answer && call.answer.message === RATE_CARD_MESSAGES.unscheduled(call.answer.version.id) ? call.answer.companyId : undefined,
  ),
  deleteVersion: byStaff('rate-version-deleted', versionTarget, versionCompany),
  setFuelLevy: byStaff('fuel-levy-set', (call) => `${call.answer?.levy.month ?? ''}: ${call.answer?.levy.percent ?? ''}%`, () => null),
  applyImport: byStaff('rate-version-imported', (call) => (call.answer ? `${versionTarget(call)}: ${call.answer.version.label}` : ''), versionCompany),
};

/**
 * Back-office calls the trail does not record, each with the reason. Unlike the customers' map,
 * every call is decided here, reads included: a staff member reads every company's data, and
 * whether a read should be recorded is a decision to make for each new one.
 */
export const CARRIER_NOT_AUDITED: { [K in CarrierCallName]?: string } = {
  session: "The start-up check and keep-alive: it reads the staff member's own session.",
  listStaff: 'A read of the staff list: it changes nothing.',
  listCompanies: 'A read of the company list: it changes nothing.',
  getCompany: "A read of one company's form: it changes nothing.",
  companyUsers: "A read of a company's users: it changes nothing.",
  connoteBooks: 'A read of the connote books: it changes nothing.',
  electronicConnotes: "A read of the companies' electronic connotes: it changes nothing.",
  depots: 'A read of the depots: it changes nothing.',
  enrolSecondFactor: 'Starting the set-up only stores a pending secret; the set-up is recorded when its first code is confirmed.',
  findConsignments: 'A search by number, reference or tracking id: it reads and changes nothing.',
  getConsignment: "A read of one consignment; a download of its documents is recorded as the customers' are.",
  staffAudit: 'Reading the trail itself changes nothing.',
  pricingDesk: "A read of the pricing desk's front page: it changes nothing.",
  pricingCard: "A read of a card's versions: it changes nothing.",
  rateVersion: "A read of a version's terms: it changes nothing.",
  versionLanes: "A read of a version's lanes: it changes nothing.",
  fuelLevies: 'A read of the fuel levies: it changes nothing.',
  // The pricing desk's rate sheets (issue 27).
  exportVersion:
    "A download of a version's lanes, as the desk's screens show them to the same roles: it changes nothing, and staff read every card's rates anyway.",
  previewImport: 'A preview stores the file for a later apply and changes no price; applying it is recorded, with the version it made.',
  importPage: "A further page of a stored preview's lists: it changes nothing.",
  versionImpact: 'Working out what a version would cost re-prices past consignments in memory: it writes and changes nothing.',
  pricingSuburbs: "A search of the gazetteer's suburbs: it changes nothing.",
  priceCheck: 'A price worked out on the cards as they stand: it writes and changes nothing.',
};
