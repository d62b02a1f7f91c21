import { z } from 'zod';
import type { Party } from '../api/party';
import type { FreightItem } from './booking';
import { conTypeSchema, serviceValueSchema } from './booking-schema';

// The answer shape of what every booking shares (booking.ts): what the server sends back is
// checked against these in the tests (api/answer-schemas.ts).

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

export const partyAnswer = z.object({
  key: z.string(),
  fullName: z.string(),
  phoneNum: z.string(),
  emailAddress: z.string(),
  streetAddress: z.string(),
  suburb: z.string(),
  state: z.string(),
  postCode: z.string(),
  company: z.string(),
  companyABN: z.string(),
}) satisfies z.ZodType<Party>;

/** BookingFields as a stored booking answers them. */
export const bookingFieldsAnswerShape = {
  progress: z.number(),
  poNumber: z.string(),
  freightList: z.array(freightItemAnswer),
  ppi: z.boolean(),
  pickupRequired: serviceValueSchema,
  deliveryRequired: serviceValueSchema,
  _dgHas: z.boolean().nullable(),
  dgClasses: z.array(z.string()),
  instructions: z.string(),
  quoteNumber: z.string(),
  version: z.number().int().positive(),
} satisfies z.ZodRawShape;

/** ConsignedBookingFields as a stored pickup or drop freight answers them. */
export const consignedBookingAnswerShape = {
  ...bookingFieldsAnswerShape,
  accounts: z.boolean().nullable(),
  sender: partyAnswer,
  receiver: partyAnswer,
  status: z.number(),
  conType: conTypeSchema,
  conNumber: z.string(),
  ExtraEmail: z.string(),
  scheduleDay: z.string(),
  scheduleMsg: z.string(),
} satisfies z.ZodRawShape;
