import { z } from 'zod';
import type { AcceptQuoteInput, DuplicateQuoteInput, FreightItem, GetQuoteInput, QuoteDraft } from '../api/quote';
import { DG_PACK_GROUP_MAX, DG_PACK_TYPE_MAX, DG_QTY_MAX_LENGTH, DG_TECH_NAME_MAX } from '../dangerous-goods/dg-rules';
import { CUSTOMER_REF_MAX, PO_NUMBER_MAX } from '../details/reference-rules';
import { ITEM_REFERENCE_MAX } from '../freight/line-item-rules';
import { newVersionSchema, versionSchema } from '../validation/row-version';

// The shape of POST quoteNew (spec 02 section 7). It bounds what a request may carry, so that a
// malformed or oversized draft is a 400 before any handler. Limits the browser's inputs enforce
// with no message of their own (references, DG field lengths) are exact here; limits whose
// message the spec gives (description, instructions) and every content rule stay with the rule
// functions (quoteDraftErrors), which use the spec's words.

/** Generous caps for texts whose limit has a spec message, so the rule can say it. */
const LONG_TEXT = 10_000;
const SHORT_TEXT = 50;

const text = (max: number) => z.string().max(max);

export const freightItemSchema = z.object({
  key: text(SHORT_TEXT),
  quantity: text(SHORT_TEXT),
  type: text(100),
  description: text(LONG_TEXT),
  unitWeight: text(SHORT_TEXT),
  weight: text(SHORT_TEXT),
  length: text(SHORT_TEXT),
  width: text(SHORT_TEXT),
  height: text(SHORT_TEXT),
  id: z.number().int().min(0),
  ppi: z.number().int().min(0),
  ref: text(ITEM_REFERENCE_MAX),
  error: text(LONG_TEXT),
  dgClass: text(20),
  dgUNCode: text(10),
  dgTechName: text(DG_TECH_NAME_MAX),
  dgSubRisk: text(10),
  dgPackGroup: text(DG_PACK_GROUP_MAX),
  dgPackType: text(DG_PACK_TYPE_MAX),
  dgPackCount: text(10),
  dgQty: text(DG_QTY_MAX_LENGTH),
}) satisfies z.ZodType<FreightItem>;

const serviceValue = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** Far above any configured line item maximum (30 in the standard case). */
export const FREIGHT_LIST_CAP = 1000;

export const quoteDraftSchema = z.object({
  progress: z.number().int().min(0).max(100),
  sender: text(200),
  receiver: text(200),
  customerRef: text(CUSTOMER_REF_MAX),
  poNumber: text(PO_NUMBER_MAX),
  freightList: z.array(freightItemSchema).max(FREIGHT_LIST_CAP),
  ppi: z.boolean(),
  pickupRequired: serviceValue,
  deliveryRequired: serviceValue,
  _dgHas: z.boolean().nullable(),
  dgClasses: z.array(text(20)).max(20),
  instructions: text(LONG_TEXT),
  quoteNumber: text(20),
  version: newVersionSchema,
})
  .superRefine((draft, ctx) => {
    // POST quoteNew with a number re-prices a stored quote: the version it was read at is required (decision 0030).
    if (draft.quoteNumber.trim() !== '' && !versionSchema.safeParse(draft.version).success) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'must be 1 or more when re-pricing a stored quote' });
    }
  }) satisfies z.ZodType<QuoteDraft>;

// The quote calls' small requests (spec 02 section 7): GET quote, POST quote, POST quotes/duplicate.
export const getQuoteSchema = z.object({ quote: z.string().max(20).default('') }) satisfies z.ZodType<GetQuoteInput>;
export const quoteNumberSchema = z.object({ quoteNumber: z.string().max(20) }) satisfies z.ZodType<DuplicateQuoteInput>;

/** POST quote accepts the price the caller saw: the version it was read at (decision 0030). */
export const acceptQuoteSchema = quoteNumberSchema.extend({ version: versionSchema }) satisfies z.ZodType<AcceptQuoteInput>;
