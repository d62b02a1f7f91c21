import { z } from 'zod';
import { chooseCompanySchema, loginSchema, resetPasswordSchema } from '../account/login';
import { changePasswordSchema } from '../account/password';
import { settingsSchema } from '../account/settings';
import { saveUsersSchema } from '../account/users';
import { auditSchema } from '../audit/audit-schema';
import { documentsListSchema, generateDocumentSchema, getConsignmentSchema, getPodSchema, pdfTicketSchema, trackSchema } from '../consignment/consignment-schema';
import {
  dropFreightDraftSchema,
  dropFreightEditSchema,
  dropFreightOptionsSchema,
  duplicateDropFreightSchema,
  getDropFreightSchema,
  quoteDropFreightSchema,
  validateConnoteSchema,
} from '../consignment/drop-freight-schema';
import { attachmentParamsSchema, outboxQuerySchema, podSchema, scanEventSchema, scannedOriginalSchema } from '../consignment/operations-schema';
import {
  duplicatePickupSchema,
  getPickupSchema,
  getQuoteConvertSchema,
  pickupConvertSchema,
  pickupDraftSchema,
  pickupEditSchema,
  quoteConvertSchema,
} from '../pickup/pickup-schema';
import { listSchema } from '../lists/list-schema';
import { acceptQuoteSchema, getQuoteSchema, quoteDraftSchema, quoteNumberSchema } from '../quote/quote-schema';
import { dgDescriptionSchema, gazetteerSchema, ppiSchema } from '../reference/reference-schema';
import { errorReportSchema } from '../reporting/error-report-schema';

// The call contract (issue 10, decision 0024): the request schema of every call of the service,
// keyed as the call tables name them (CALLS in endpoints.ts for the portal, TRACKING_CALLS and
// OPERATIONS_CALLS). The server validates each route with its entry, the payload types of the
// tables are derived from it, and call-contract.test.ts on the server fails when a route has no
// entry or an entry no route. It is kept apart from endpoints.ts so the browser's call helper,
// loaded with the login card, does not load zod.

/**
 * A call without a payload (the session token travels in the Authorization header). Its routes
 * carry no schema: nothing is read from the request, and the hot keep-alive call stays cheap.
 */
export const NO_PAYLOAD = z.object({});
const none = NO_PAYLOAD;

export const REQUEST_SCHEMAS = {
  // Spec 01 section 7.
  login: loginSchema,
  chooseCompany: chooseCompanySchema,
  keepAlive: none,
  logout: none,
  resetPassword: resetPasswordSchema,
  getSettings: none,
  saveSettings: settingsSchema,
  getUsers: none,
  saveUsers: saveUsersSchema,
  changePassword: changePasswordSchema,
  getAudit: auditSchema,
  reportError: errorReportSchema,
  // Spec 02 section 7.
  dgDescription: dgDescriptionSchema,
  ppiOptions: ppiSchema,
  gazetteer: gazetteerSchema,
  quoteOptions: none,
  quoteNew: quoteDraftSchema,
  getQuote: getQuoteSchema,
  acceptQuote: acceptQuoteSchema,
  // The four record lists share one request (decision 0029).
  getQuotes: listSchema,
  duplicateQuote: quoteNumberSchema,
  pickupOptions: none,
  getPickup: getPickupSchema,
  pickupNew: pickupDraftSchema,
  pickupEdit: pickupEditSchema,
  pickupConvert: pickupConvertSchema,
  getPickups: listSchema,
  duplicatePickup: duplicatePickupSchema,
  quoteConvertOptions: getQuoteConvertSchema,
  quoteConvert: quoteConvertSchema,
  dropFreightOptions: dropFreightOptionsSchema,
  quoteDropFreight: quoteDropFreightSchema,
  getDropFreights: listSchema,
  directDropFreightOptions: none,
  getDropFreight: getDropFreightSchema,
  dropFreightNew: dropFreightDraftSchema,
  dropFreightEdit: dropFreightEditSchema,
  duplicateDropFreight: duplicateDropFreightSchema,
  validateConnote: validateConnoteSchema,
  validateDropFreight: dropFreightDraftSchema,
  getConsignment: getConsignmentSchema,
  getConsignments: listSchema,
  listDocuments: documentsListSchema,
  generateDocument: generateDocumentSchema,
  documentPdf: pdfTicketSchema,
  getPod: getPodSchema,
  // GET {api}/track.
  track: trackSchema,
  // The carrier's operations API.
  outbox: outboxQuerySchema,
  outboxAttachment: attachmentParamsSchema,
  scanEvent: scanEventSchema,
  signPod: podSchema,
  scannedOriginal: scannedOriginalSchema,
} as const;

export type CallName = keyof typeof REQUEST_SCHEMAS;
/** What a client sends: the schema's input (fields with defaults may be left out). */
export type PayloadOf<K extends CallName> = z.input<(typeof REQUEST_SCHEMAS)[K]>;
/** What a route receives once the schema has parsed it. */
export type RequestOf<K extends CallName> = z.output<(typeof REQUEST_SCHEMAS)[K]>;
