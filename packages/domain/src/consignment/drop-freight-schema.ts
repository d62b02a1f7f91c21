import { z } from 'zod';
import type {
  DropFreightDraft,
  DropFreightOptionsInput,
  DuplicateDropFreightInput,
  GetDropFreightInput,
  QuoteDropFreightInput,
  ValidateConnoteInput,
} from '../api/drop-freight';
import { LONG_TEXT, partySchema, recordNumber, serviceValue } from '../pickup/pickup-schema';
import { FREIGHT_LIST_CAP, freightItemSchema } from '../quote/quote-schema';
import { newVersionSchema, versionSchema } from '../validation/row-version';

// The shapes of the drop-freight calls (spec 02 section 7), as pickup-schema.ts does for the
// pickup: a malformed or oversized request is a 400 before any handler. Texts whose limit has a
// spec message get a generous cap here, so that the step rules can say it in their words.

const text = (max: number) => z.string().max(max);

export const dropFreightDraftSchema = z.object({
  progress: z.number().int().min(0).max(100),
  _created: z.boolean(),
  accounts: z.boolean().nullable(),
  sender: partySchema,
  receiver: partySchema,
  poNumber: text(100),
  customerRef: text(100),
  freightList: z.array(freightItemSchema).max(FREIGHT_LIST_CAP),
  ppi: z.boolean(),
  pickupRequired: serviceValue,
  deliveryRequired: serviceValue,
  _dgHas: z.boolean().nullable(),
  dgClasses: z.array(text(20)).max(20),
  readyAt: text(40),
  bookedBy: text(LONG_TEXT),
  openFrom: text(40),
  closedAfter: text(40),
  instructions: text(LONG_TEXT),
  quoteNumber: text(20),
  status: z.number().int(),
  conType: z.enum(['preManual', 'preElectronic', 'manual', 'electronic']),
  conNumber: recordNumber,
  ExtraEmail: text(LONG_TEXT),
  // Set by the server; whatever the browser sends back is ignored.
  scheduleDay: text(40),
  scheduleMsg: text(LONG_TEXT),
  version: newVersionSchema,
}) satisfies z.ZodType<DropFreightDraft>;

/** POST directdropfreight/edit saves or books a numbered draft: the version it was read at is required (decision 0030). */
export const dropFreightEditSchema = dropFreightDraftSchema.extend({ version: versionSchema }) satisfies z.ZodType<DropFreightDraft>;

export const quoteDropFreightSchema = dropFreightDraftSchema.extend({
  convertQuote: z.literal(true),
}) satisfies z.ZodType<QuoteDropFreightInput>;

export const getDropFreightSchema = z.object({
  consignment: recordNumber.optional(),
  conNumber: recordNumber.optional(),
}) satisfies z.ZodType<GetDropFreightInput>;

export const dropFreightOptionsSchema = z.object({ quote: text(20).default('') }) satisfies z.ZodType<DropFreightOptionsInput>;

export const validateConnoteSchema = z.object({ conNumber: recordNumber.default('') }) satisfies z.ZodType<ValidateConnoteInput>;

export const duplicateDropFreightSchema = z.object({ recordNumber }) satisfies z.ZodType<DuplicateDropFreightInput>;
