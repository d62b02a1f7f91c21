import { z } from 'zod';
import type {
  DuplicatePickupInput,
  GetPickupInput,
  GetQuoteConvertInput,
  PickupConvertInput,
  PickupDraft,
  QuoteConvertInput,
} from '../api/pickup';
import { consignedBookingShape, LONG_TEXT, recordNumber, shortNumber, text } from '../booking/booking-schema';
import { CUSTOMER_REF_MAX } from '../details/reference-rules';
import { versionSchema } from '../validation/row-version';

// The shapes of the pickup calls (spec 02 section 7): what every booking the carrier carries out
// shares (booking/booking-schema.ts), the Schedule Pickup step's fields and the pickup's own.

export const pickupDraftSchema = z.object({
  ...consignedBookingShape,
  pickupRef: text(CUSTOMER_REF_MAX),
  when: z.enum(['now', 'at']),
  _readyAtDate: text(40),
  _readyAtTime: text(40),
  openFrom: text(40),
  closedAfter: text(40),
  bookedBy: text(LONG_TEXT),
  pickupNumber: shortNumber,
  // Set by the server; whatever the browser sends back is ignored.
  readyAt: text(40),
  bookedAt: z.number(),
}) satisfies z.ZodType<PickupDraft>;

/** POST pickups/edit saves a stored pickup: the version it was read at is required (decision 0030). */
export const pickupEditSchema = pickupDraftSchema.extend({ version: versionSchema }) satisfies z.ZodType<PickupDraft>;

export const quoteConvertSchema = pickupDraftSchema.extend({
  pickupOrConsignment: z.literal(0),
}) satisfies z.ZodType<QuoteConvertInput>;

export const pickupConvertSchema = z.object({
  pickupNumber: shortNumber,
  conNumber: recordNumber,
  ExtraEmail: text(LONG_TEXT),
}) satisfies z.ZodType<PickupConvertInput>;

export const getPickupSchema = z.object({ pickupNumber: shortNumber.default('') }) satisfies z.ZodType<GetPickupInput>;

export const duplicatePickupSchema = z.object({ pickupNumber: shortNumber }) satisfies z.ZodType<DuplicatePickupInput>;

export const getQuoteConvertSchema = z.object({ quote: shortNumber.default('') }) satisfies z.ZodType<GetQuoteConvertInput>;
