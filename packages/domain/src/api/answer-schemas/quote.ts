import { z } from 'zod';
import { listPageAnswer } from './list-page';
import type { AcceptQuoteAnswer, DuplicateAnswer, FreightItem, PriceBreakdown, Quote, QuoteNewAnswer, QuotesAnswer, ServiceValue } from '../quote';

// The quote calls' answers (spec 02 section 7) and the freight line every booking answers with.

export const serviceValueAnswer = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]) satisfies z.ZodType<ServiceValue>;

/** A line as stored: typed fields stay strings, exactly as the user typed them. */
export const freightItemAnswer = z.object({
  key: z.string(),
  quantity: z.string(),
  type: z.string(),
  description: z.string(),
  unitWeight: z.string(),
  weight: z.string(),
  length: z.string(),
  width: z.string(),
  height: z.string(),
  id: z.number(),
  ppi: z.number(),
  ref: z.string(),
  error: z.string(),
  dgClass: z.string(),
  dgUNCode: z.string(),
  dgTechName: z.string(),
  dgSubRisk: z.string(),
  dgPackGroup: z.string(),
  dgPackType: z.string(),
  dgPackCount: z.string(),
  dgQty: z.string(),
}) satisfies z.ZodType<FreightItem>;

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
  progress: z.number(),
  sender: z.string(),
  receiver: z.string(),
  customerRef: z.string(),
  poNumber: z.string(),
  freightList: z.array(freightItemAnswer),
  ppi: z.boolean(),
  pickupRequired: serviceValueAnswer,
  deliveryRequired: serviceValueAnswer,
  _dgHas: z.boolean().nullable(),
  dgClasses: z.array(z.string()),
  instructions: z.string(),
  quoteNumber: z.string(),
  version: z.number().int().positive(),
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
