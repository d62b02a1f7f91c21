import type { z } from 'zod';
import { settingsAnswer, settingsSaveAnswer, usersAnswer, usersSaveAnswer } from './answer-schemas/account';
import { auditAnswer } from './answer-schemas/audit';
import { consignmentAnswer, consignmentsAnswer, documentsAnswer, generateDocumentAnswer, podAnswer } from './answer-schemas/consignment';
import { dropFreightDraftAnswer, dropFreightSaveAnswer, dropFreightsAnswer, quoteDropFreightAnswer, validateAnswer } from './answer-schemas/drop-freight';
import { operationsAnswer, outboxAnswer } from './answer-schemas/operations';
import { pickupConvertAnswer, pickupDraftAnswer, pickupSaveAnswer, pickupsAnswer } from './answer-schemas/pickup';
import { acceptQuoteAnswer, duplicateAnswer, quoteAnswer, quoteNewAnswer, quotesAnswer } from './answer-schemas/quote';
import { bookingOptionsAnswer, dgDescriptionAnswer, gazetteerAnswer, ppiAnswer } from './answer-schemas/reference';
import { keepAliveAnswer, saveAnswer, sessionAnswer } from './answer-schemas/session';
import { trackAnswer } from './answer-schemas/tracking';
import type { CALLS } from './endpoints';
import type { OPERATIONS_CALLS } from './operations';
import type { TRACKING_CALLS } from './tracking';

// The answer half of the call contract (issue 10, decision 0024): the schema of every call's
// answer, keyed as the call tables and REQUEST_SCHEMAS name the calls. The server's tests parse
// every 2xx answer of the real app with it, and the web tests every answer their mocked fetch
// gives, so a fixture cannot promise a screen what the server never sends. Only tests import it:
// the answer types stay the interfaces beside each call, and the browser's bundles stay without
// zod (request-schemas.ts). Objects are not strict: a field added to an answer fails no client.

/** An answer that is not JSON: the bytes of a PDF or of a mail attachment. Nothing to parse. */
export const NOT_JSON: unique symbol = Symbol('not JSON');

type Tables = typeof CALLS & typeof TRACKING_CALLS & typeof OPERATIONS_CALLS;
type AnswerOf<K extends keyof Tables> = NonNullable<Tables[K]['answer']>;
/** A call typed to answer `never` answers no JSON; every other call's schema yields its answer type. */
type AnswerSchemaOf<A> = [A] extends [never] ? typeof NOT_JSON : z.ZodType<A>;

export const ANSWER_SCHEMAS = {
  // Spec 01 section 7.
  login: sessionAnswer,
  chooseCompany: sessionAnswer,
  keepAlive: keepAliveAnswer,
  logout: saveAnswer,
  resetPassword: saveAnswer,
  getSettings: settingsAnswer,
  saveSettings: settingsSaveAnswer,
  getUsers: usersAnswer,
  saveUsers: usersSaveAnswer,
  changePassword: saveAnswer,
  getAudit: auditAnswer,
  reportError: saveAnswer,
  // Spec 02 section 7.
  dgDescription: dgDescriptionAnswer,
  ppiOptions: ppiAnswer,
  gazetteer: gazetteerAnswer,
  quoteOptions: bookingOptionsAnswer,
  quoteNew: quoteNewAnswer,
  getQuote: quoteAnswer,
  acceptQuote: acceptQuoteAnswer,
  getQuotes: quotesAnswer,
  duplicateQuote: duplicateAnswer,
  pickupOptions: bookingOptionsAnswer,
  getPickup: pickupDraftAnswer,
  pickupNew: pickupSaveAnswer,
  pickupEdit: pickupSaveAnswer,
  pickupConvert: pickupConvertAnswer,
  getPickups: pickupsAnswer,
  duplicatePickup: duplicateAnswer,
  quoteConvertOptions: bookingOptionsAnswer,
  quoteConvert: pickupSaveAnswer,
  dropFreightOptions: bookingOptionsAnswer,
  quoteDropFreight: quoteDropFreightAnswer,
  getDropFreights: dropFreightsAnswer,
  directDropFreightOptions: bookingOptionsAnswer,
  getDropFreight: dropFreightDraftAnswer,
  dropFreightNew: dropFreightSaveAnswer,
  dropFreightEdit: dropFreightSaveAnswer,
  duplicateDropFreight: duplicateAnswer,
  validateConnote: validateAnswer,
  validateDropFreight: validateAnswer,
  getConsignment: consignmentAnswer,
  getConsignments: consignmentsAnswer,
  listDocuments: documentsAnswer,
  generateDocument: generateDocumentAnswer,
  documentPdf: NOT_JSON,
  getPod: podAnswer,
  // GET {api}/track.
  track: trackAnswer,
  // The carrier's operations API.
  outbox: outboxAnswer,
  outboxAttachment: NOT_JSON,
  scanEvent: operationsAnswer,
  signPod: operationsAnswer,
  scannedOriginal: operationsAnswer,
  // Optional keys: a call still without a schema is the completeness test's to name (answer-schemas.test.ts),
  // while each entry present must answer its own call's type.
} satisfies { [K in keyof Tables]?: AnswerSchemaOf<AnswerOf<K>> };

export type AnswerCallName = keyof typeof ANSWER_SCHEMAS;
