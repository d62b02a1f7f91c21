import type { UsersAnswer, UsersSaveAnswer } from '../account/users';
import type { AuditAnswer } from './audit';
import type { Settings, SettingsSaveAnswer } from '../account/settings';
import type { ConsignmentsAnswer, ConsignmentView } from './consignment';
import type { DropFreightDraft, DropFreightSaveAnswer, DropFreightsAnswer, QuoteDropFreightAnswer, ValidateAnswer } from './drop-freight';
import type { DocumentsAnswer, GenerateDocumentAnswer } from './documents';
import type { PickupConvertAnswer, PickupDraft, PickupSaveAnswer, PickupsAnswer } from './pickup';
import type { Pod } from './pod';
import type { AcceptQuoteAnswer, DuplicateAnswer, Quote, QuoteNewAnswer, QuotesAnswer } from './quote';
import type { BookingOptionsAnswer, DgDescriptionAnswer, Gazetteer, PpiAnswer } from './reference';
import type { PayloadOf } from './request-schemas';
import type { KeepAliveAnswer, SaveAnswer, Session } from './session';

// The calls of spec 01 section 7 and spec 02 section 7: one table for the server's routes
// and the browser's call helper. Paths are relative to PORTAL_PATH ('/portal/'). Each payload
// type is its request schema's (request-schemas.ts, the call contract, decision 0024).

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Call<P, A> {
  method: Method;
  path: string;
  /** Phantom fields carrying the payload and answer types; never set at run time. */
  payload?: P;
  answer?: A;
}

export const call = <P, A>(method: Method, path: string): Call<P, A> => ({ method, path });

export const CALLS = {
  login: call<PayloadOf<'login'>, Session>('POST', 'login'),
  chooseCompany: call<PayloadOf<'chooseCompany'>, Session>('PUT', 'login'),
  keepAlive: call<PayloadOf<'keepAlive'>, KeepAliveAnswer>('GET', 'login'),
  logout: call<PayloadOf<'logout'>, SaveAnswer>('DELETE', 'login'),
  resetPassword: call<PayloadOf<'resetPassword'>, SaveAnswer>('POST', 'password/reset'),
  getSettings: call<PayloadOf<'getSettings'>, Settings>('GET', 'settings'),
  saveSettings: call<PayloadOf<'saveSettings'>, SettingsSaveAnswer>('POST', 'settings'),
  getUsers: call<PayloadOf<'getUsers'>, UsersAnswer>('GET', 'users'),
  saveUsers: call<PayloadOf<'saveUsers'>, UsersSaveAnswer>('POST', 'users'),
  changePassword: call<PayloadOf<'changePassword'>, SaveAnswer>('POST', 'changepassword'),
  /** The company's audit trail, for users who may see its users (issue 13, decision 0032). */
  getAudit: call<PayloadOf<'getAudit'>, AuditAnswer>('GET', 'audit'),
  /** An unexpected error in the browser (issue 12); no session needed, the login screen reports too. */
  reportError: call<PayloadOf<'reportError'>, SaveAnswer>('POST', 'errors'),

  // Reference data and the quote workflow (spec 02).
  dgDescription: call<PayloadOf<'dgDescription'>, DgDescriptionAnswer>('GET', 'dg/description'),
  ppiOptions: call<PayloadOf<'ppiOptions'>, PpiAnswer>('POST', 'options/ppi'),
  /** Suburbs, depots and the General card: the same for every company, immutable under its hash (decision 0028). */
  gazetteer: call<PayloadOf<'gazetteer'>, Gazetteer>('GET', 'gazetteer/:hash'),
  /** The company's part of the wizards' options; the rest is its gazetteer (decision 0028). */
  quoteOptions: call<PayloadOf<'quoteOptions'>, BookingOptionsAnswer>('GET', 'quoteNew'),
  quoteNew: call<PayloadOf<'quoteNew'>, QuoteNewAnswer>('POST', 'quoteNew'),
  getQuote: call<PayloadOf<'getQuote'>, Quote>('GET', 'quote'),
  acceptQuote: call<PayloadOf<'acceptQuote'>, AcceptQuoteAnswer>('POST', 'quote'),
  getQuotes: call<PayloadOf<'getQuotes'>, QuotesAnswer>('GET', 'quotes'),
  duplicateQuote: call<PayloadOf<'duplicateQuote'>, DuplicateAnswer>('POST', 'quotes/duplicate'),

  // Pickups and converting a quote to a pickup (spec 02). Booking POSTs take an Idempotency-Key.
  pickupOptions: call<PayloadOf<'pickupOptions'>, BookingOptionsAnswer>('GET', 'pickups/new'),
  getPickup: call<PayloadOf<'getPickup'>, PickupDraft>('GET', 'pickups/edit'),
  pickupNew: call<PayloadOf<'pickupNew'>, PickupSaveAnswer>('POST', 'pickups/new'),
  pickupEdit: call<PayloadOf<'pickupEdit'>, PickupSaveAnswer>('POST', 'pickups/edit'),
  pickupConvert: call<PayloadOf<'pickupConvert'>, PickupConvertAnswer>('POST', 'pickups/convert'),
  getPickups: call<PayloadOf<'getPickups'>, PickupsAnswer>('GET', 'pickups/list'),
  duplicatePickup: call<PayloadOf<'duplicatePickup'>, DuplicateAnswer>('POST', 'pickups/duplicate'),
  quoteConvertOptions: call<PayloadOf<'quoteConvertOptions'>, BookingOptionsAnswer>('GET', 'quoteConvert'),
  quoteConvert: call<PayloadOf<'quoteConvert'>, PickupSaveAnswer>('POST', 'quoteConvert'),

  // Drop freight, direct and from a quote (spec 02 section 7). Booking POSTs take an Idempotency-Key.
  dropFreightOptions: call<PayloadOf<'dropFreightOptions'>, BookingOptionsAnswer>('GET', 'dropfreight'),
  quoteDropFreight: call<PayloadOf<'quoteDropFreight'>, QuoteDropFreightAnswer>('POST', 'dropfreight'),
  getDropFreights: call<PayloadOf<'getDropFreights'>, DropFreightsAnswer>('GET', 'directdropfreight/existing'),
  directDropFreightOptions: call<PayloadOf<'directDropFreightOptions'>, BookingOptionsAnswer>('GET', 'directdropfreight/new'),
  getDropFreight: call<PayloadOf<'getDropFreight'>, DropFreightDraft>('GET', 'directdropfreight/edit'),
  dropFreightNew: call<PayloadOf<'dropFreightNew'>, DropFreightSaveAnswer>('POST', 'directdropfreight/new'),
  dropFreightEdit: call<PayloadOf<'dropFreightEdit'>, DropFreightSaveAnswer>('POST', 'directdropfreight/edit'),
  duplicateDropFreight: call<PayloadOf<'duplicateDropFreight'>, DuplicateAnswer>('POST', 'directdropfreight/duplicate'),
  validateConnote: call<PayloadOf<'validateConnote'>, ValidateAnswer>('GET', 'directdropfreight/validate'),
  validateDropFreight: call<PayloadOf<'validateDropFreight'>, ValidateAnswer>('POST', 'directdropfreight/validate'),

  // Consignments, documents and PODs (spec 02 sections 2 and 7). Tracking is outside the portal
  // path (TRACKING_API_PATH) and the PDF itself is fetched from the signed URL generate answers.
  getConsignment: call<PayloadOf<'getConsignment'>, ConsignmentView>('GET', 'consignment'),
  getConsignments: call<PayloadOf<'getConsignments'>, ConsignmentsAnswer>('GET', 'consignments'),
  listDocuments: call<PayloadOf<'listDocuments'>, DocumentsAnswer>('GET', 'documents/list'),
  generateDocument: call<PayloadOf<'generateDocument'>, GenerateDocumentAnswer>('GET', 'documents/generate'),
  getPod: call<PayloadOf<'getPod'>, Pod>('GET', 'pod'),
  /** The signed PDF link generateDocument answers; opened by the browser itself, never by callApi. */
  documentPdf: call<PayloadOf<'documentPdf'>, never>('GET', 'documents/pdf'),
} as const;
