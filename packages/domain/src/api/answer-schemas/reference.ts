import { z } from 'zod';
import type { BookingOptionsAnswer, DgDescriptionAnswer, Gazetteer, PpiAnswer } from '../reference';
import { customerDefaultsAnswer, freightLimitsAnswer } from './session';

// The reference data answers of the booking wizards (spec 02 section 3): the options of GET
// quoteNew, pickups/new, quoteConvert and the drop-freight wizards with the gazetteer they name
// (decision 0028), the price-per-item entries and the DG description.

const suburbOption = z.object({
  suburb: z.string(),
  state: z.string(),
  postCode: z.string(),
  depots: z.array(z.string()),
  value: z.string(),
  label: z.string(),
  available: z.boolean(),
});

const rateOption = z.object({
  depotFrom: z.string(),
  depotTo: z.string(),
  freight: z.string(),
  default: z.boolean(),
  pickupAllowed: z.boolean(),
  deliveryAllowed: z.boolean(),
  card: z.enum(['customer', 'general']),
});

const savedAddress = z.object({
  id: z.number(),
  fName: z.string(),
  sName: z.string(),
  name: z.string(),
  phone: z.string(),
  emailAddress: z.string(),
  addr1: z.string(),
  addr2: z.string(),
  addr3: z.string(),
  suburb: z.string(),
  state: z.string(),
  postCode: z.string(),
  depot: z.string(),
  cityState: z.string(),
});

const defaultSender = z.object({ id: z.number(), suburb: z.string(), state: z.string(), postCode: z.string() });

export const gazetteerAnswer = z.object({
  suburbs: z.array(suburbOption),
  depots: z.array(
    z.object({
      code: z.string(),
      city: z.string(),
      state: z.string(),
      lat: z.number(),
      lng: z.number(),
      generalReceivalCutOff: z.string(),
      chilledReceivalCutOff: z.string(),
    }),
  ),
  rates: z.array(rateOption.extend({ card: z.literal('general') })),
}) satisfies z.ZodType<Gazetteer>;

export const bookingOptionsAnswer = z.object({
  gazetteer: z.string().min(1),
  rates: z.array(rateOption.extend({ card: z.literal('customer') })),
  freightTypes: z.array(z.object({ freight: z.string(), ppiOnly: z.boolean() })),
  addresses: z.array(savedAddress),
  requirePO: z.boolean(),
  forkliftPickup: z.boolean(),
  forkliftDelivery: z.boolean(),
  customerDefaults: customerDefaultsAnswer.extend({ defaultSender: defaultSender.nullable() }),
  limits: freightLimitsAnswer,
  dimensionFactor: z.number(),
  fuelLevyPercent: z.number(),
}) satisfies z.ZodType<BookingOptionsAnswer>;

export const ppiAnswer = z.object({ ppi: z.array(z.object({ id: z.number(), name: z.string() })) }) satisfies z.ZodType<PpiAnswer>;

export const dgDescriptionAnswer = z.object({
  description: z.string(),
  result: z.object({ message: z.string() }),
}) satisfies z.ZodType<DgDescriptionAnswer>;
