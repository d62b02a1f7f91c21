import { z } from 'zod';
import { listPageAnswer } from './list-page';
import type { Party } from '../party';
import type { ConType, PickupConvertAnswer, PickupDraft, PickupSaveAnswer, PickupsAnswer } from '../pickup';
import { freightItemAnswer, serviceValueAnswer } from './quote';

// The pickup calls' answers (spec 02 section 7) and the sender and receiver every booking shows.

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

export const conTypeAnswer = z.enum(['preManual', 'preElectronic', 'manual', 'electronic']) satisfies z.ZodType<ConType>;

export const pickupDraftAnswer = z.object({
  // The Schedule Pickup step's fields.
  when: z.enum(['now', 'at']),
  _readyAtDate: z.string(),
  _readyAtTime: z.string(),
  openFrom: z.string(),
  closedAfter: z.string(),
  bookedBy: z.string(),
  progress: z.number(),
  accounts: z.boolean().nullable(),
  sender: partyAnswer,
  receiver: partyAnswer,
  poNumber: z.string(),
  pickupRef: z.string(),
  freightList: z.array(freightItemAnswer),
  ppi: z.boolean(),
  _dgHas: z.boolean().nullable(),
  dgClasses: z.array(z.string()),
  instructions: z.string(),
  pickupRequired: serviceValueAnswer,
  deliveryRequired: serviceValueAnswer,
  quoteNumber: z.string(),
  pickupNumber: z.string(),
  status: z.number(),
  conType: conTypeAnswer,
  conNumber: z.string(),
  ExtraEmail: z.string(),
  readyAt: z.string(),
  scheduleDay: z.string(),
  scheduleMsg: z.string(),
  bookedAt: z.number(),
  version: z.number().int().positive(),
}) satisfies z.ZodType<PickupDraft>;

/** pickups/new, pickups/edit and quoteConvert answer alike. */
export const pickupSaveAnswer = z.object({
  success: z.boolean(),
  pickupNumber: z.string(),
  scheduleDay: z.string(),
  freightItemIDs: z.array(z.number()),
  message: z.string(),
  version: z.number().int().positive(),
}) satisfies z.ZodType<PickupSaveAnswer>;

export const pickupConvertAnswer = z.object({
  success: z.boolean(),
  conNumber: z.string(),
  pickupNumber: z.string(),
  message: z.string(),
}) satisfies z.ZodType<PickupConvertAnswer>;

export const pickupsAnswer = z.object({
  ...listPageAnswer,
  pickups: z.array(
    z.object({
      pickupNum: z.string(),
      date: z.number(),
      timeZone: z.string(),
      senderCompany: z.string(),
      senderSuburb: z.string(),
      receiverCompany: z.string(),
      receiverSuburb: z.string(),
      quoteNum: z.string(),
      conNum: z.string(),
      status: z.number(),
      scanned: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<PickupsAnswer>;
