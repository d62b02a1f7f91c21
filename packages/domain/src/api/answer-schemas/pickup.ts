import { z } from 'zod';
import { listPageAnswer } from './list-page';
import type { PickupConvertAnswer, PickupDraft, PickupSaveAnswer, PickupsAnswer } from '../pickup';
import { consignedBookingAnswerShape } from '../../booking/booking-answers';

// The pickup calls' answers (spec 02 section 7).

export const pickupDraftAnswer = z.object({
  ...consignedBookingAnswerShape,
  pickupRef: z.string(),
  // The Schedule Pickup step's fields.
  when: z.enum(['now', 'at']),
  _readyAtDate: z.string(),
  _readyAtTime: z.string(),
  openFrom: z.string(),
  closedAfter: z.string(),
  bookedBy: z.string(),
  pickupNumber: z.string(),
  readyAt: z.string(),
  bookedAt: z.number(),
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
