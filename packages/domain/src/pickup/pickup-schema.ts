import { z } from 'zod';
import type { Party } from '../api/party';
import type {
  DuplicatePickupInput,
  GetPickupInput,
  GetQuoteConvertInput,
  PickupConvertInput,
  PickupDraft,
  QuoteConvertInput,
} from '../api/pickup';
import { FREIGHT_LIST_CAP, freightItemSchema } from '../quote/quote-schema';
import { newVersionSchema, versionSchema } from '../validation/row-version';

// The shapes of the pickup calls (spec 02 section 7), as quote-schema.ts does for the quote: a
// malformed or oversized request is a 400 before any handler. Texts whose limit has a spec
// message get a generous cap here, so that the rule (pickup-rules.ts) can say it in its words.

export const LONG_TEXT = 10_000;
const text = (max: number) => z.string().max(max);

export const partySchema = z.object({
  key: text(20),
  fullName: text(LONG_TEXT),
  phoneNum: text(50),
  emailAddress: text(LONG_TEXT),
  streetAddress: text(LONG_TEXT),
  suburb: text(100),
  state: text(10),
  postCode: text(10),
  company: text(LONG_TEXT),
  companyABN: text(LONG_TEXT),
}) satisfies z.ZodType<Party>;

export const serviceValue = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** Pickup and consignment numbers are short: P + 7 digits, FP + 9 digits, as typed. */
export const recordNumber = text(40);

export const pickupDraftSchema = z.object({
  progress: z.number().int().min(0).max(100),
  accounts: z.boolean().nullable(),
  sender: partySchema,
  receiver: partySchema,
  poNumber: text(100),
  pickupRef: text(100),
  freightList: z.array(freightItemSchema).max(FREIGHT_LIST_CAP),
  ppi: z.boolean(),
  _dgHas: z.boolean().nullable(),
  dgClasses: z.array(text(20)).max(20),
  when: z.enum(['now', 'at']),
  _readyAtDate: text(40),
  _readyAtTime: text(40),
  openFrom: text(40),
  closedAfter: text(40),
  bookedBy: text(LONG_TEXT),
  instructions: text(LONG_TEXT),
  pickupRequired: serviceValue,
  deliveryRequired: serviceValue,
  quoteNumber: text(20),
  pickupNumber: text(20),
  status: z.number().int(),
  conType: z.enum(['preManual', 'preElectronic', 'manual', 'electronic']),
  conNumber: recordNumber,
  ExtraEmail: text(LONG_TEXT),
  // Set by the server; whatever the browser sends back is ignored.
  readyAt: text(40),
  scheduleDay: text(40),
  scheduleMsg: text(LONG_TEXT),
  bookedAt: z.number(),
  version: newVersionSchema,
}) satisfies z.ZodType<PickupDraft>;

/** POST pickups/edit saves a stored pickup: the version it was read at is required (decision 0030). */
export const pickupEditSchema = pickupDraftSchema.extend({ version: versionSchema }) satisfies z.ZodType<PickupDraft>;

export const quoteConvertSchema = pickupDraftSchema.extend({
  pickupOrConsignment: z.literal(0),
}) satisfies z.ZodType<QuoteConvertInput>;

export const pickupConvertSchema = z.object({
  pickupNumber: text(20),
  conNumber: recordNumber,
  ExtraEmail: text(LONG_TEXT),
}) satisfies z.ZodType<PickupConvertInput>;

export const getPickupSchema = z.object({ pickupNumber: text(20).default('') }) satisfies z.ZodType<GetPickupInput>;

export const duplicatePickupSchema = z.object({ pickupNumber: text(20) }) satisfies z.ZodType<DuplicatePickupInput>;

export const getQuoteConvertSchema = z.object({ quote: text(20).default('') }) satisfies z.ZodType<GetQuoteConvertInput>;
