import { z } from 'zod';
import type { AcceptQuoteInput, DuplicateQuoteInput, GetQuoteInput, QuoteDraft } from '../api/quote';
import { bookingFieldsShape, shortNumber, text } from '../booking/booking-schema';
import { CUSTOMER_REF_MAX } from '../details/reference-rules';
import { versionSchema } from '../validation/row-version';

// The shape of POST quoteNew (spec 02 section 7): what every booking shares
// (booking/booking-schema.ts) and the quote's suburb-only parties.

export const quoteDraftSchema = z.object({
  ...bookingFieldsShape,
  sender: text(200),
  receiver: text(200),
  customerRef: text(CUSTOMER_REF_MAX),
})
  .superRefine((draft, ctx) => {
    // POST quoteNew with a number re-prices a stored quote: the version it was read at is required (decision 0030).
    if (draft.quoteNumber.trim() !== '' && !versionSchema.safeParse(draft.version).success) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'must be 1 or more when re-pricing a stored quote' });
    }
  }) satisfies z.ZodType<QuoteDraft>;

// The quote calls' small requests (spec 02 section 7): GET quote, POST quote, POST quotes/duplicate.
export const getQuoteSchema = z.object({ quote: shortNumber.default('') }) satisfies z.ZodType<GetQuoteInput>;
export const quoteNumberSchema = z.object({ quoteNumber: shortNumber }) satisfies z.ZodType<DuplicateQuoteInput>;

/** POST quote accepts the price the caller saw: the version it was read at (decision 0030). */
export const acceptQuoteSchema = quoteNumberSchema.extend({ version: versionSchema }) satisfies z.ZodType<AcceptQuoteInput>;
