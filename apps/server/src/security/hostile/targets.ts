import type { CallName } from '@portal/domain/api/request-schemas';
import type { DropFreightSaveAnswer } from '@portal/domain/api/drop-freight';
import type { PickupSaveAnswer } from '@portal/domain/api/pickup';
import type { AcceptQuoteAnswer } from '@portal/domain/api/quote';
import type { Session } from '@portal/domain/api/session';
import type { SettingsSaveAnswer } from '@portal/domain/account/settings';
import { DEMO_PASSWORD } from '../../db/seed/demo-users';
import { drawnSignature } from '../../modules/pods/signature-png';
import { createdDraft, dropFreightDraft, numberingDraft } from '../../test/drop-freight-drafts';
import { pickupDraft } from '../../test/pickup-drafts';
import { quoteDraft } from '../../test/quote-drafts';
import type { Carrier } from './requests';
import type { World } from './world';

// How each call of the tables is reached with a hostile payload: where the payload travels, who
// calls (a session with the permissions, the operations key, or nobody for the calls that need
// no session), and a valid-ish payload to mutate. Keyed by every call name, so a new call
// without a target does not compile.

/**
 * Who sends: a portal session (Acme's administrator, the sandbox's, or one signed in afresh per
 * request), the operations key, nobody, or the back office's staff (a signed-in Administrator,
 * one signed in afresh per request, or one part way through signing in).
 */
export type Caller = 'admin' | 'sandbox' | 'fresh' | 'ops' | 'anonymous' | 'staff' | 'staffFresh' | 'staffPartWay';

export interface Target {
  carrier: Carrier;
  caller: Caller;
  /** A payload the call accepts, or nearly: what the mutations start from. */
  base: (world: World) => Record<string, unknown>;
  /** Tables a refused request may still add rows to (a failed sign-in is counted, decision 0002, and audited). */
  refusedMayAdd?: readonly string[];
  /** Keeps the world current after an accepted request (a new token, a new version). */
  onAccepted?: (world: World, answer: unknown) => void;
  /** The path's placeholders when the payload travels in the body or query (PUT staff/:id). */
  params?: (world: World) => Record<string, string>;
}

const list = { carrier: 'query', caller: 'admin', base: () => ({ search: 'ACME' }) } as const;
const none = (caller: Caller): Target => ({ carrier: 'none', caller, base: () => ({}) });
/** A one-pixel-high drawn signature, as the depot's scanner sends it. */
const SIGNATURE = drawnSignature('Mia Costa').toString('base64');
/** The smallest file a scanned original may be: a PDF header. */
const SCANNED = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');

export const TARGETS: Readonly<Record<CallName, Target>> = {
  login: { carrier: 'body', caller: 'anonymous', base: () => ({ username: 'booker', password: DEMO_PASSWORD }), refusedMayAdd: ['sign_in_failures', 'audit_events'] },
  chooseCompany: {
    carrier: 'body',
    caller: 'sandbox',
    base: (w) => ({ id: w.sandbox.companyId }),
    // Choosing a company replaces the session (decision 0002): later calls use the new token.
    onAccepted: (w, answer) => (w.sandbox.token = (answer as Session).user.token),
  },
  keepAlive: none('admin'),
  // Each request signs in afresh: the call ends the session it is given.
  logout: none('fresh'),
  resetPassword: { carrier: 'body', caller: 'anonymous', base: () => ({ username: 'nobody', email: 'nobody@portal.example' }) },
  getSettings: none('sandbox'),
  saveSettings: {
    carrier: 'body',
    caller: 'sandbox',
    base: (w) => ({ name: 'Sandra Box', phone: '(07) 5550 0199', email: 'sandra@sandbox.example', version: w.sandbox.version }),
    onAccepted: (w, answer) => (w.sandbox.version = (answer as SettingsSaveAnswer).version),
  },
  getUsers: none('sandbox'),
  saveUsers: {
    carrier: 'body',
    caller: 'sandbox',
    base: () => ({ users: [{ id: 0, name: 'New User', username: 'hostile-new', email: 'new@sandbox.example', role: 4, enabled: true, resetPassword: false }] }),
  },
  getAudit: { carrier: 'query', caller: 'sandbox', base: () => ({ search: 'sign', action: 'sign-in', user: 'admin' }) },
  changePassword: { carrier: 'body', caller: 'sandbox', base: (w) => ({ currentPassword: w.sandbox.password, newPassword: 'Hostile#Pass99', confirmPassword: 'Hostile#Pass98' }) },
  reportError: { carrier: 'body', caller: 'anonymous', base: () => ({ kind: 'error', message: 'x is undefined', stack: '', screen: '/quotes', release: '1.0.0' }) },
  dgDescription: { carrier: 'query', caller: 'admin', base: () => ({ class: '3', code: '1203' }) },
  ppiOptions: { carrier: 'body', caller: 'admin', base: () => ({ rate: 'Pallets' }) },
  gazetteer: { carrier: 'params', caller: 'anonymous', base: (w) => ({ hash: w.records.gazetteerHash }) },
  quoteOptions: none('admin'),
  quoteNew: { carrier: 'body', caller: 'admin', base: () => ({ ...quoteDraft() }) },
  getQuote: { carrier: 'query', caller: 'admin', base: (w) => ({ quote: w.records.quoteNumber }) },
  acceptQuote: {
    carrier: 'body',
    caller: 'admin',
    base: (w) => ({ ...w.records.acceptQuote }),
    onAccepted: (w, answer) => (w.records.acceptQuote.version = (answer as AcceptQuoteAnswer).version),
  },
  getQuotes: list,
  duplicateQuote: { carrier: 'body', caller: 'admin', base: (w) => ({ quoteNumber: w.records.quoteNumber }) },
  pickupOptions: none('admin'),
  getPickup: { carrier: 'query', caller: 'admin', base: (w) => ({ pickupNumber: w.records.pickup.pickupNumber }) },
  pickupNew: { carrier: 'body', caller: 'admin', base: () => ({ ...pickupDraft() }) },
  pickupEdit: {
    carrier: 'body',
    caller: 'admin',
    base: (w) => ({ ...pickupDraft(w.records.pickup) }),
    onAccepted: (w, answer) => (w.records.pickup.version = (answer as PickupSaveAnswer).version),
  },
  pickupConvert: { carrier: 'body', caller: 'admin', base: (w) => ({ pickupNumber: w.records.convertPickupNumber, conNumber: '', ExtraEmail: '' }) },
  getPickups: list,
  duplicatePickup: { carrier: 'body', caller: 'admin', base: (w) => ({ pickupNumber: w.records.pickup.pickupNumber }) },
  quoteConvertOptions: { carrier: 'query', caller: 'admin', base: (w) => ({ quote: w.records.convertQuoteNumber }) },
  quoteConvert: { carrier: 'body', caller: 'admin', base: (w) => ({ ...pickupDraft({ quoteNumber: w.records.convertQuoteNumber }), pickupOrConsignment: 0 }) },
  dropFreightOptions: { carrier: 'query', caller: 'admin', base: (w) => ({ quote: w.records.dropQuoteNumber }) },
  quoteDropFreight: { carrier: 'body', caller: 'admin', base: (w) => ({ ...dropFreightDraft({ quoteNumber: w.records.dropQuoteNumber }), convertQuote: true }) },
  getDropFreights: list,
  directDropFreightOptions: none('admin'),
  getDropFreight: { carrier: 'query', caller: 'admin', base: (w) => ({ conNumber: w.records.dropFreight.conNumber }) },
  dropFreightNew: { carrier: 'body', caller: 'admin', base: () => ({ ...numberingDraft() }) },
  dropFreightEdit: {
    carrier: 'body',
    caller: 'admin',
    base: (w) => ({ ...createdDraft(w.records.dropFreight.conNumber, { version: w.records.dropFreight.version }) }),
    onAccepted: (w, answer) => (w.records.dropFreight.version = (answer as DropFreightSaveAnswer).version),
  },
  duplicateDropFreight: { carrier: 'body', caller: 'admin', base: (w) => ({ recordNumber: w.records.bookedDropFreightNumber }) },
  validateConnote: { carrier: 'query', caller: 'admin', base: (w) => ({ conNumber: w.records.conNumber }) },
  validateDropFreight: { carrier: 'body', caller: 'admin', base: () => ({ ...dropFreightDraft() }) },
  getConsignment: { carrier: 'query', caller: 'admin', base: (w) => ({ conNumber: w.records.conNumber }) },
  getConsignments: list,
  listDocuments: { carrier: 'query', caller: 'admin', base: (w) => ({ docType: 'CON', conNumber: w.records.conNumber }) },
  generateDocument: { carrier: 'query', caller: 'admin', base: (w) => ({ docRN: w.records.conNumber, docType: 'CON', noNewEvent: '1' }) },
  documentPdf: { carrier: 'query', caller: 'anonymous', base: (w) => ({ ...w.records.pdfQuery }) },
  getPod: { carrier: 'query', caller: 'admin', base: (w) => ({ podNumber: w.records.conNumber }) },
  track: { carrier: 'query', caller: 'admin', base: (w) => ({ psTrackingID: w.records.trackingId }) },
  outbox: { carrier: 'query', caller: 'ops', base: () => ({ to: 'dispatch@acmehardware.example', limit: '5' }) },
  outboxAttachment: { carrier: 'params', caller: 'ops', base: (w) => ({ ...w.records.attachment }) },
  scanEvent: { carrier: 'body', caller: 'ops', base: (w) => ({ conNumber: w.records.movingConNumber, code: 3 }) },
  signPod: { carrier: 'body', caller: 'ops', base: (w) => ({ conNumber: w.records.movingConNumber, signedBy: 'Mia Costa', signature: SIGNATURE }) },
  scannedOriginal: { carrier: 'body', caller: 'ops', base: (w) => ({ conNumber: w.records.conNumber, content: SCANNED }) },
};
