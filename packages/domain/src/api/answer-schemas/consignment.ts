import { z } from 'zod';
import { listPageAnswer } from './list-page';
import { LABEL_STOCKS, LISTED_DOC_TYPES } from '../../documents/document-names';
import type { ConsignmentsAnswer, ConsignmentView } from '../consignment';
import type { DocumentsAnswer, GenerateDocumentAnswer } from '../documents';
import type { Pod } from '../pod';
import { freightItemAnswer, partyAnswer } from '../../booking/booking-answers';
import { serviceValueSchema } from '../../booking/booking-schema';
import { quotePriceFieldsAnswer } from './quote';
import { firstStageAnswer, trackingStageAnswer } from './tracking';

// The answers of the consignment view and list, the documents and the POD (spec 02 sections 2
// and 7).

const depot = z.object({ code: z.string(), town: z.string() });

export const consignmentAnswer = z.object({
  conNumber: z.string(),
  // Once a note exists its type is final: never a pre- type.
  conType: z.enum(['manual', 'electronic']),
  date: z.number(),
  timeZone: z.string(),
  pickupNumber: z.string(),
  quoteNumber: z.string(),
  sender: partyAnswer,
  receiver: partyAnswer,
  poNumber: z.string(),
  customerRef: z.string(),
  instructions: z.string(),
  pickupRequired: serviceValueSchema,
  deliveryRequired: serviceValueSchema,
  freightList: z.array(freightItemAnswer),
  totals: z.object({ items: z.number(), weight: z.number(), cubic: z.number() }),
  dgClasses: z.array(z.string()),
  depotFrom: depot,
  depotTo: depot,
  trackingID: z.string(),
  firstStage: firstStageAnswer,
  stage: trackingStageAnswer.nullable(),
  scanned: z.boolean(),
  pod: z.boolean(),
  ...quotePriceFieldsAnswer,
}) satisfies z.ZodType<ConsignmentView>;

export const consignmentsAnswer = z.object({
  ...listPageAnswer,
  consignments: z.array(
    z.object({
      conNumber: z.string(),
      date: z.number(),
      timeZone: z.string(),
      senderCompany: z.string(),
      senderSuburb: z.string(),
      receiverCompany: z.string(),
      receiverSuburb: z.string(),
      customerRef: z.string(),
      stage: trackingStageAnswer.nullable(),
      delivered: z.boolean(),
      scanned: z.boolean(),
      pod: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<ConsignmentsAnswer>;

export const documentsAnswer = z.object({
  ...listPageAnswer,
  documents: z.array(
    z.object({
      id: z.number(),
      docRN: z.string(),
      docType: z.enum(LISTED_DOC_TYPES),
      date: z.number(),
      timeZone: z.string(),
      receiverCompany: z.string(),
      receiverSuburb: z.string(),
      signedBy: z.string(),
    }),
  ),
}) satisfies z.ZodType<DocumentsAnswer>;

export const generateDocumentAnswer = z.object({
  success: z.boolean(),
  recordNumber: z.string(),
  trackingID: z.string(),
  message: z.string(),
  url: z.string(),
  fileName: z.string(),
  stock: z.enum(LABEL_STOCKS).optional(),
}) satisfies z.ZodType<GenerateDocumentAnswer>;

export const podAnswer = z.object({
  podNumber: z.string(),
  conNumber: z.string(),
  deliveredAt: z.number(),
  deliveredLocal: z.string(),
  deliveredTown: z.string(),
  signedBy: z.string(),
  signature: z.string(),
  receiverCompany: z.string(),
  receiverSuburb: z.string(),
}) satisfies z.ZodType<Pod>;
