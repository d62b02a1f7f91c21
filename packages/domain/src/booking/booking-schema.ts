import { z } from 'zod';
import type { Party } from '../api/party';
import { DG_PACK_GROUP_MAX, DG_PACK_TYPE_MAX, DG_QTY_MAX_LENGTH, DG_TECH_NAME_MAX } from '../dangerous-goods/dg-rules';
import { PO_NUMBER_MAX } from '../details/reference-rules';
import { ITEM_REFERENCE_MAX } from '../freight/line-item-rules';
import { newVersionSchema } from '../validation/row-version';
import type { ConType, FreightItem, ServiceValue } from './booking';

// The request shape of what every booking shares (booking.ts): a malformed or oversized booking
// is a 400 before any handler. Limits the browser's inputs enforce with no message of their own
// (references, DG field lengths) are exact here; limits whose message the spec gives
// (description, instructions) and every content rule stay with the rule functions, which use the
// spec's words, so their texts get a generous cap here.

/** A generous cap for texts whose limit has a spec message, so that the rule can say it. */
export const LONG_TEXT = 10_000;
const SHORT_TEXT = 50;

export const text = (max: number) => z.string().max(max);

/** Far above any configured line item maximum (30 in the standard case). */
export const FREIGHT_LIST_CAP = 1000;

/** Pickup and consignment numbers are short: P + 7 digits, FP + 9 digits, as typed. */
export const recordNumber = text(40);

/** Quote numbers, and a pickup's. */
export const shortNumber = text(20);

export const serviceValueSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]) satisfies z.ZodType<ServiceValue>;

export const conTypeSchema = z.enum(['preManual', 'preElectronic', 'manual', 'electronic']) satisfies z.ZodType<ConType>;

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

/** BookingFields, to spread into each booking's request schema. */
export const bookingFieldsShape = {
  progress: z.number().int().min(0).max(100),
  poNumber: text(PO_NUMBER_MAX),
  freightList: z.array(freightItemSchema).max(FREIGHT_LIST_CAP),
  ppi: z.boolean(),
  pickupRequired: serviceValueSchema,
  deliveryRequired: serviceValueSchema,
  _dgHas: z.boolean().nullable(),
  dgClasses: z.array(text(20)).max(20),
  instructions: text(LONG_TEXT),
  quoteNumber: shortNumber,
  version: newVersionSchema,
} satisfies z.ZodRawShape;

/** ConsignedBookingFields, to spread into the pickup's and the drop freight's request schemas. */
export const consignedBookingShape = {
  ...bookingFieldsShape,
  accounts: z.boolean().nullable(),
  sender: partySchema,
  receiver: partySchema,
  status: z.number().int(),
  conType: conTypeSchema,
  conNumber: recordNumber,
  ExtraEmail: text(LONG_TEXT),
  // Set by the server; whatever the browser sends back is ignored.
  scheduleDay: text(40),
  scheduleMsg: text(LONG_TEXT),
} satisfies z.ZodRawShape;
