import { z } from 'zod';
import type { GetConsignmentInput } from '../api/consignment';
import type { DocumentsListInput, GenerateDocumentInput } from '../api/documents';
import type { GetPodInput } from '../api/pod';
import type { TrackInput } from '../api/tracking';
import { DOC_TYPES, LABEL_STOCKS, LISTED_DOC_TYPES } from '../documents/document-names';
import { listSchema } from '../lists/list-schema';

// The shapes of the consignment, document, POD and tracking calls (spec 02 section 7): a
// malformed or oversized request is a 400 before any handler.

/** A consignment number is 11 characters; typed ones may carry spaces. */
const recordNumber = z.string().trim().min(1).max(40);
const flag = z.enum(['0', '1']).optional();

export const getConsignmentSchema = z.object({ conNumber: recordNumber }) satisfies z.ZodType<GetConsignmentInput>;

/** A page of the company's notes or PODs (decision 0029), searched, or one consignment's. */
export const documentsListSchema = listSchema.extend({
  docType: z.enum(LISTED_DOC_TYPES),
  conNumber: recordNumber.optional(),
}) satisfies z.ZodType<DocumentsListInput>;

export const generateDocumentSchema = z.object({
  docRN: recordNumber,
  docType: z.enum(DOC_TYPES),
  print: flag,
  // Checked by the spec's extra e-mail rule, which words its own messages.
  extraEmail: z.string().max(10_000).optional(),
  noNewEvent: flag,
  stock: z.enum(LABEL_STOCKS).optional(),
  original: flag,
}) satisfies z.ZodType<GenerateDocumentInput>;

export const getPodSchema = z.object({ podNumber: recordNumber }) satisfies z.ZodType<GetPodInput>;

/** Tracking ids are 20 characters; anything else cannot exist. */
export const trackSchema = z.object({ psTrackingID: z.string().trim().min(1).max(64) }) satisfies z.ZodType<TrackInput>;

/**
 * GET documents/pdf: a signed ticket (the server's signed-url.ts checks the signature); each field
 * as the URL carries it, so that a malformed link is a 400 naming the field, a forged one a 403.
 */
export const pdfTicketSchema = z.object({
  doc: z.string().regex(/^\d{1,15}$/),
  company: z.string().regex(/^\d{1,15}$/),
  user: z.string().regex(/^\d{1,15}$/),
  /** A link the back office issued: `user` is a member of the carrier's staff (issue 26). */
  staff: z.enum(['1']).optional(),
  expires: z.string().regex(/^\d{1,15}$/),
  print: z.enum(['0', '1']),
  stock: z.enum(LABEL_STOCKS).optional(),
  original: z.enum(['0', '1']).optional(),
  sig: z.string().min(1).max(100),
});
