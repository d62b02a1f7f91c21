import { z } from 'zod';
import type {
  DropFreightDraft,
  DropFreightOptionsInput,
  DuplicateDropFreightInput,
  GetDropFreightInput,
  QuoteDropFreightInput,
  ValidateConnoteInput,
} from '../api/drop-freight';
import { consignedBookingShape, LONG_TEXT, recordNumber, shortNumber, text } from '../booking/booking-schema';
import { CUSTOMER_REF_MAX } from '../details/reference-rules';
import { versionSchema } from '../validation/row-version';

// The shapes of the drop-freight calls (spec 02 section 7): what every booking the carrier
// carries out shares (booking/booking-schema.ts), the Schedule Drop In step's fields and the
// drop freight's own.

export const dropFreightDraftSchema = z.object({
  ...consignedBookingShape,
  _created: z.boolean(),
  customerRef: text(CUSTOMER_REF_MAX),
  readyAt: text(40),
  bookedBy: text(LONG_TEXT),
  openFrom: text(40),
  closedAfter: text(40),
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

export const dropFreightOptionsSchema = z.object({ quote: shortNumber.default('') }) satisfies z.ZodType<DropFreightOptionsInput>;

export const validateConnoteSchema = z.object({ conNumber: recordNumber.default('') }) satisfies z.ZodType<ValidateConnoteInput>;

export const duplicateDropFreightSchema = z.object({ recordNumber }) satisfies z.ZodType<DuplicateDropFreightInput>;
