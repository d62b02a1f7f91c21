import type { ChangePasswordInput } from '../account/password';
import type { ChooseCompanyInput, LoginInput, ResetPasswordInput } from '../account/login';
import type { Settings, SettingsInput } from '../account/settings';
import type { SaveUsersInput, UsersAnswer } from '../account/users';
import type {
  AcceptQuoteInput,
  DuplicateAnswer,
  DuplicateQuoteInput,
  GetQuoteInput,
  Quote,
  QuoteDraft,
  QuoteNewAnswer,
  QuotesAnswer,
} from './quote';
import type {
  DuplicatePickupInput,
  GetPickupInput,
  GetQuoteConvertInput,
  PickupConvertAnswer,
  PickupConvertInput,
  PickupDraft,
  PickupSaveAnswer,
  PickupsAnswer,
  QuoteConvertInput,
} from './pickup';
import type { ConsignmentsAnswer, ConsignmentsInput, ConsignmentView, GetConsignmentInput } from './consignment';
import type { DocumentsAnswer, DocumentsListInput, GenerateDocumentAnswer, GenerateDocumentInput } from './documents';
import type { GetPodInput, Pod } from './pod';
import type { BookingOptions, DgDescriptionAnswer, DgDescriptionInput, PpiAnswer, PpiInput } from './reference';
import type { KeepAliveAnswer, SaveAnswer, Session } from './session';

// The calls of spec 01 section 7 and spec 02 section 7: one table for the server's routes
// and the browser's call helper. Paths are relative to PORTAL_PATH ('/portal/').

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Call<P, A> {
  method: Method;
  path: string;
  /** Phantom fields carrying the payload and answer types; never set at run time. */
  payload?: P;
  answer?: A;
}

const call = <P, A>(method: Method, path: string): Call<P, A> => ({ method, path });

type Empty = Record<string, never>;

export const CALLS = {
  login: call<LoginInput, Session>('POST', 'login'),
  chooseCompany: call<ChooseCompanyInput, Session>('PUT', 'login'),
  keepAlive: call<Empty, KeepAliveAnswer>('GET', 'login'),
  logout: call<Empty, SaveAnswer>('DELETE', 'login'),
  resetPassword: call<ResetPasswordInput, SaveAnswer>('POST', 'password/reset'),
  getSettings: call<Empty, Settings>('GET', 'settings'),
  saveSettings: call<SettingsInput, SaveAnswer>('POST', 'settings'),
  getUsers: call<Empty, UsersAnswer>('GET', 'users'),
  saveUsers: call<SaveUsersInput, SaveAnswer>('POST', 'users'),
  changePassword: call<ChangePasswordInput, SaveAnswer>('POST', 'changepassword'),

  // Reference data and the quote workflow (spec 02).
  dgDescription: call<DgDescriptionInput, DgDescriptionAnswer>('GET', 'dg/description'),
  ppiOptions: call<PpiInput, PpiAnswer>('POST', 'options/ppi'),
  quoteOptions: call<Empty, BookingOptions>('GET', 'quoteNew'),
  quoteNew: call<QuoteDraft, QuoteNewAnswer>('POST', 'quoteNew'),
  getQuote: call<GetQuoteInput, Quote>('GET', 'quote'),
  acceptQuote: call<AcceptQuoteInput, SaveAnswer>('POST', 'quote'),
  getQuotes: call<Empty, QuotesAnswer>('GET', 'quotes'),
  duplicateQuote: call<DuplicateQuoteInput, DuplicateAnswer>('POST', 'quotes/duplicate'),

  // Pickups and converting a quote to a pickup (spec 02). Booking POSTs take an Idempotency-Key.
  pickupOptions: call<Empty, BookingOptions>('GET', 'pickups/new'),
  getPickup: call<GetPickupInput, PickupDraft>('GET', 'pickups/edit'),
  pickupNew: call<PickupDraft, PickupSaveAnswer>('POST', 'pickups/new'),
  pickupEdit: call<PickupDraft, PickupSaveAnswer>('POST', 'pickups/edit'),
  pickupConvert: call<PickupConvertInput, PickupConvertAnswer>('POST', 'pickups/convert'),
  getPickups: call<Empty, PickupsAnswer>('GET', 'pickups/list'),
  duplicatePickup: call<DuplicatePickupInput, DuplicateAnswer>('POST', 'pickups/duplicate'),
  quoteConvertOptions: call<GetQuoteConvertInput, BookingOptions>('GET', 'quoteConvert'),
  quoteConvert: call<QuoteConvertInput, PickupSaveAnswer>('POST', 'quoteConvert'),

  // Consignments, documents and PODs (spec 02 sections 2 and 7). Tracking is outside the portal
  // path (TRACKING_API_PATH) and the PDF itself is fetched from the signed URL generate answers.
  getConsignment: call<GetConsignmentInput, ConsignmentView>('GET', 'consignment'),
  getConsignments: call<ConsignmentsInput, ConsignmentsAnswer>('GET', 'consignments'),
  listDocuments: call<DocumentsListInput, DocumentsAnswer>('GET', 'documents/list'),
  generateDocument: call<GenerateDocumentInput, GenerateDocumentAnswer>('GET', 'documents/generate'),
  getPod: call<GetPodInput, Pod>('GET', 'pod'),
} as const;
