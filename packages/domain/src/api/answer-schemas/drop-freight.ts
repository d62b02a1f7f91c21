import { z } from 'zod';
import { listPageAnswer } from './list-page';
import type {
  DropFreightDraft,
  DropFreightSaveAnswer,
  DropFreightsAnswer,
  QuoteDropFreightAnswer,
  ValidateAnswer,
} from '../drop-freight';
import { consignedBookingAnswerShape } from '../../booking/booking-answers';

// The drop-freight calls' answers (spec 02 section 7).

export const dropFreightDraftAnswer = z.object({
  ...consignedBookingAnswerShape,
  _created: z.boolean(),
  customerRef: z.string(),
  readyAt: z.string(),
  bookedBy: z.string(),
  openFrom: z.string(),
  closedAfter: z.string(),
}) satisfies z.ZodType<DropFreightDraft>;

export const dropFreightSaveAnswer = z.object({
  success: z.boolean(),
  recordNumber: z.string(),
  freightItemIDs: z.array(z.number()),
  message: z.string(),
  version: z.number().int().positive(),
}) satisfies z.ZodType<DropFreightSaveAnswer>;

export const quoteDropFreightAnswer = z.object({
  success: z.boolean(),
  conNumber: z.string(),
  message: z.string(),
  version: z.number().int().positive(),
}) satisfies z.ZodType<QuoteDropFreightAnswer>;

export const validateAnswer = z.object({ success: z.boolean(), message: z.string() }) satisfies z.ZodType<ValidateAnswer>;

export const dropFreightsAnswer = z.object({
  ...listPageAnswer,
  quotes: z.array(
    z.object({
      quoteNum: z.string(),
      date: z.number(),
      timeZone: z.string(),
      sender: z.string(),
      senderCompany: z.string(),
      receiver: z.string(),
      receiverCompany: z.string(),
      customerRef: z.string(),
      scanned: z.boolean(),
      quoted: z.boolean(),
      status: z.number(),
    }),
  ),
}) satisfies z.ZodType<DropFreightsAnswer>;
