import { z } from 'zod';
import { listPageAnswer } from './list-page';
import type { AcceptQuoteAnswer, DuplicateAnswer, PriceBreakdown, Quote, QuoteNewAnswer, QuotesAnswer } from '../quote';
import { bookingFieldsAnswerShape, freightItemAnswer } from '../../booking/booking-answers';

// The quote calls' answers (spec 02 section 7).

const priceBreakdown = z.object({
  card: z.enum(['customer', 'general']),
  deadWeight: z.number(),
  cubicVolume: z.number(),
  chargeableWeight: z.number(),
  freightCharge: z.number(),
  minimumApplied: z.boolean(),
  pickupCharge: z.number(),
  deliveryCharge: z.number(),
  dangerousGoodsCharge: z.number(),
  fuelLevyPercent: z.number(),
  fuelLevy: z.number(),
  total: z.number(),
}) satisfies z.ZodType<PriceBreakdown>;

/** A stored quote's price, null without QuotationFinancials view (QuotePriceFields). */
export const quotePriceFieldsAnswer = {
  quotePrice: z.number().nullable(),
  breakdown: priceBreakdown.nullable(),
} satisfies z.ZodRawShape;

export const quoteNewAnswer = z.object({
  quoteNumber: z.string(),
  quotePrice: z.number(),
  breakdown: priceBreakdown.nullable(),
  freightItemIDs: z.array(z.number()),
  freightList: z.array(freightItemAnswer),
  errorMsg: z.string(),
  generalRate: z.boolean(),
  version: z.number().int().positive(),
}) satisfies z.ZodType<QuoteNewAnswer>;

export const quoteAnswer = z.object({
  ...bookingFieldsAnswerShape,
  sender: z.string(),
  receiver: z.string(),
  customerRef: z.string(),
  ...quotePriceFieldsAnswer,
  generalRate: z.boolean(),
  accepted: z.boolean(),
  createdAt: z.number(),
  validUntil: z.number(),
  connote: z.string(),
  pickup: z.string(),
}) satisfies z.ZodType<Quote>;

export const quotesAnswer = z.object({
  ...listPageAnswer,
  quotes: z.array(
    z.object({
      quoteNum: z.string(),
      date: z.number(),
      timeZone: z.string(),
      sender: z.string(),
      receiver: z.string(),
      customerRef: z.string(),
      pickupNum: z.string(),
      conNum: z.string(),
      status: z.string(),
      quoted: z.boolean(),
      scanned: z.boolean(),
      conDraft: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<QuotesAnswer>;

/** Both duplicate calls (quotes and pickups) answer the new record's number. */
export const duplicateAnswer = z.object({ success: z.boolean(), recordNumber: z.string(), message: z.string() }) satisfies z.ZodType<DuplicateAnswer>;

export const acceptQuoteAnswer = z.object({ success: z.boolean(), message: z.string(), version: z.number().int().positive() }) satisfies z.ZodType<AcceptQuoteAnswer>;
