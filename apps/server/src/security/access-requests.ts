import type { BookingOptionsAnswer } from '@portal/domain/api/reference';
import type { Settings } from '@portal/domain/account/settings';
import { demoManualConnote } from '../db/seed/connote-books';
import { ACME, DEMO_PASSWORD, ROLE } from '../db/seed/demo-users';
import { drawnSignature } from '../modules/pods/signature-png';
import { call } from '../test/api';
import { bookConsignment } from '../test/consignments';
import { createdDraft, dropFreightDraft, numberingDraft, startDropFreight } from '../test/drop-freight-drafts';
import { FACTORY_PASSWORD } from '../test/factories';
import { createPickup, pickupDraft } from '../test/pickup-drafts';
import { createQuote, quoteDraft } from '../test/quote-drafts';
import type { Actor, MatrixCall, MatrixRow } from './access-matrix';
import { A_REFS, acceptedQuote, type World } from './access-world';

// One valid request per call of the access matrix, naming company A's own record, so that the
// answer is decided by who calls, never by a validation 400. Calls that use their record up
// (accept, convert, edit) get a fresh one per cell; calls that end or replace the session get a
// session of their own.

export interface Cell {
  actor: Actor;
  owner: MatrixRow['owner'];
  /** The actor's long-lived session; null for the signed-out columns. */
  token: string | null;
}

export interface CellRequest {
  query?: Record<string, string>;
  body?: unknown;
  /** Path parameters, for calls whose table path has them. */
  params?: Record<string, string>;
  /** The whole address, for a link the server made (the signed PDF URL). */
  url?: string;
  /** Overrides the cell's token. */
  token?: string | null;
}

type Build = (w: World, cell: Cell) => Promise<CellRequest> | CellRequest;

const nothing: Build = () => ({});
const bookerOf = (w: World) => w.tokens.booker;
let serial = 0;

const report = { kind: 'caught', message: 'x is undefined', stack: 'TypeError: x', screen: '#/', release: '/assets/index.js' };

/** A valid My Settings body: the caller's own, read first; any for a caller whose session is over. */
async function ownSettings(w: World, { actor, token }: Cell) {
  // Reading with an expired token would end the session before the cell's own call sees it idle.
  if (token === null || actor === 'expiredSession') return { name: 'Nobody', phone: '', email: 'nobody@test.example', version: 1 };
  const { name, phone, email, version } = (await call(w.app, 'GET', 'settings', { token })).json<Settings>();
  return { name, phone, email, version };
}

/** A's user with a new name each time: a row that changes nothing needs no permission at all. */
async function editedUser(w: World) {
  const row = await w.db.selectFrom('users').select(['version', 'email']).where('id', '=', w.records.userId).executeTakeFirstOrThrow();
  serial += 1;
  return { id: w.records.userId, name: `Acme Secret Member ${serial}`, username: 'acmeedit', email: row.email, role: ROLE.readOnly, enabled: true, resetPassword: false, version: row.version };
}

export const REQUESTS: Record<MatrixCall, Build> = {
  login: () => ({ body: { username: 'booker', password: DEMO_PASSWORD } }),
  chooseCompany: async (w, c) => ({ token: await w.freshToken(c.actor, c.owner), body: { id: w.acmeId } }),
  keepAlive: nothing,
  logout: async (w, c) => ({ token: await w.freshToken(c.actor, c.owner) }),
  resetPassword: () => ({ body: { username: 'booker', email: 'bella@acmehardware.example' } }),
  getSettings: nothing,
  saveSettings: async (w, c) => ({ body: await ownSettings(w, c) }),
  getUsers: nothing,
  saveUsers: async (w) => ({ body: { users: [await editedUser(w)] } }),
  changePassword: async (w, c) => ({
    token: await w.freshToken(c.actor, c.owner, true),
    body: { currentPassword: FACTORY_PASSWORD, newPassword: 'Changed#Pass42', confirmPassword: 'Changed#Pass42' },
  }),
  reportError: () => ({ body: report }),
  getAudit: nothing,

  dgDescription: () => ({ query: { class: '3', code: '1263' } }),
  ppiOptions: () => ({ body: { rate: 'Pallets' } }),
  gazetteer: async (w) => ({ params: { hash: (await call(w.app, 'GET', 'quoteNew', { token: bookerOf(w) })).json<BookingOptionsAnswer>().gazetteer } }),
  quoteOptions: nothing,
  quoteNew: async (w) => {
    const { quoteNumber } = await createQuote(w.app, bookerOf(w), A_REFS);
    return { body: quoteDraft({ ...A_REFS, quoteNumber, version: 1 }) };
  },
  getQuote: (w) => ({ query: { quote: w.records.quote } }),
  acceptQuote: async (w) => ({ body: { quoteNumber: (await createQuote(w.app, bookerOf(w), A_REFS)).quoteNumber, version: 1 } }),
  getQuotes: nothing,
  duplicateQuote: (w) => ({ body: { quoteNumber: w.records.quote } }),

  pickupOptions: nothing,
  getPickup: (w) => ({ query: { pickupNumber: w.records.pickup } }),
  pickupNew: () => ({ body: pickupDraft() }),
  pickupEdit: async (w) => {
    const { pickupNumber } = await createPickup(w.app, bookerOf(w), A_REFS);
    return { body: pickupDraft({ ...A_REFS, pickupNumber, version: 1 }) };
  },
  pickupConvert: async (w) => ({ body: { pickupNumber: (await createPickup(w.app, bookerOf(w), A_REFS)).pickupNumber, conNumber: '', ExtraEmail: '' } }),
  getPickups: nothing,
  duplicatePickup: (w) => ({ body: { pickupNumber: w.records.pickup } }),
  quoteConvertOptions: (w) => ({ query: { quote: w.records.pickupQuote } }),
  quoteConvert: async (w) => ({ body: { ...pickupDraft({ quoteNumber: await acceptedQuote(w.app, bookerOf(w)) }), pickupOrConsignment: 0 } }),

  dropFreightOptions: (w) => ({ query: { quote: w.records.dropInQuote } }),
  quoteDropFreight: async (w) => ({
    body: { ...numberingDraft({ quoteNumber: await acceptedQuote(w.app, bookerOf(w), { pickupRequired: 1 }) }), convertQuote: true },
  }),
  getDropFreights: nothing,
  directDropFreightOptions: nothing,
  getDropFreight: (w) => ({ query: { conNumber: w.records.dropFreight } }),
  dropFreightNew: () => ({ body: numberingDraft() }),
  dropFreightEdit: async (w) => ({ body: createdDraft(await startDropFreight(w.app, bookerOf(w), { customerRef: A_REFS.customerRef })) }),
  duplicateDropFreight: (w) => ({ body: { recordNumber: w.records.bookedDropFreight } }),
  validateConnote: () => ({ query: { conNumber: demoManualConnote(ACME, 40) } }),
  validateDropFreight: () => ({ body: dropFreightDraft() }),

  getConsignment: (w) => ({ query: { conNumber: w.records.consignment } }),
  getConsignments: nothing,
  listDocuments: () => ({ query: { docType: 'CON' } }),
  generateDocument: (w) => ({ query: { docRN: w.records.consignment, docType: 'CON' } }),
  getPod: (w) => ({ query: { podNumber: w.records.consignment } }),
  documentPdf: (w) => ({ url: w.records.pdfUrl }),

  track: (w) => ({ query: { psTrackingID: w.records.trackingID } }),

  outbox: nothing,
  outboxAttachment: (w) => ({ url: `/ops/${w.records.attachment}` }),
  scanEvent: async (w) => ({ body: { conNumber: await bookConsignment(w.app, bookerOf(w)), code: 2 } }),
  signPod: async (w) => ({
    body: { conNumber: await bookConsignment(w.app, bookerOf(w)), signedBy: 'Mia Costa', signature: drawnSignature('Mia Costa').toString('base64') },
  }),
  scannedOriginal: (w) => ({ body: { conNumber: w.records.consignment, content: Buffer.from('%PDF-1.4\n% a scanned note\n').toString('base64') } }),
};
