import type { DropFreightDraft, DropFreightSaveAnswer, DropFreightsAnswer } from '@portal/domain/api/drop-freight';
import { CALLS } from '@portal/domain/api/endpoints';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { useBookingMutation, useBookingSave, type BookingSave } from '../../../components/booking/api/booking-mutation';
import { useBookingList, useBookingOptions, useQuoteBookingOptions, useStoredRecord } from '../../../components/booking/api/booking-queries';
import { withIdempotencyKey } from '../../../components/booking/api/idempotency-key';

// The drop freight's calls (spec 02 section 7). Booking POSTs take an Idempotency-Key.

export const dropFreightsQueryKey = ['directdropfreight/existing'] as const;

/** GET directdropfreight/new: the direct wizard's options (suburbs, depots, rates, customer defaults, ...). */
export const useDirectDropFreightOptions = (enabled = true) =>
  useBookingOptions(['directdropfreight/new', 'options'], CALLS.directDropFreightOptions, {}, enabled);

/** GET dropfreight: the options of a drop freight from one quote, once the quote may be converted. */
export const useQuoteDropFreightOptions = (quoteNumber: string, enabled = true) =>
  useQuoteBookingOptions('dropfreight', CALLS.dropFreightOptions, quoteNumber, enabled);

/**
 * GET quote, asked only when GET dropfreight refused the quote: the drop freight it was converted
 * to, if any, which the screen resumes rather than converting again (decision 0040).
 */
export function useQuoteConvertedTo(quoteNumber: string, enabled: boolean) {
  return useQuery({
    queryKey: ['quote', quoteNumber, 'converted to'],
    queryFn: async () => {
      const quote = await callApi(CALLS.getQuote, { quote: quoteNumber });
      // A pickup's quote names the pickup's consignment: not a drop freight to resume.
      return quote.pickup === '' ? quote.connote : '';
    },
    enabled: enabled && quoteNumber !== '',
    retry: false,
  });
}

/**
 * GET directdropfreight/edit: one stored drop freight. The list fetches it before it opens it
 * (spec 02 section 2), so the screen it opens uses that answer for a few seconds; any other
 * opening fetches afresh.
 */
export const dropFreightQuery = (conNumber: string) => ({
  queryKey: ['directdropfreight/edit', conNumber],
  queryFn: () => callApi(CALLS.getDropFreight, { conNumber }),
  staleTime: 5_000,
  gcTime: 10_000,
});

export const useDropFreight = (conNumber: string, enabled = true) => useStoredRecord(conNumber, dropFreightQuery(conNumber), enabled);

const rowsOf = (answer: DropFreightsAnswer) => answer.quotes;

/** GET directdropfreight/existing: the company's drop freight of the last 30 days, a page at a time (spec 02 section 2, decision 0029). */
export const useDropFreights = (search: string, enabled = true) => useBookingList(dropFreightsQueryKey, CALLS.getDropFreights, rowsOf, search, enabled);

export type SaveDropFreightInput = BookingSave<DropFreightDraft>;

/**
 * Saves or books the drop freight (spec 02 section 7): its first save numbers it, POST dropfreight
 * for a quote's (convertQuote true) or POST directdropfreight/new; later saves, the booking among
 * them (status 1), POST directdropfreight/edit. A quote's answer names its number conNumber.
 */
export async function saveDropFreight({ draft, key }: SaveDropFreightInput): Promise<DropFreightSaveAnswer> {
  const options = withIdempotencyKey(key);
  if (typeof draft._created !== 'boolean') throw new Error(BOOKING_MESSAGES.badRequest);
  if (draft._created) return callApi(CALLS.dropFreightEdit, draft, options);
  if (!draft.quoteNumber) return callApi(CALLS.dropFreightNew, draft, options);
  const answer = await callApi(CALLS.quoteDropFreight, { ...draft, convertQuote: true }, options);
  // The quote's lines were copied as they were: their ids come with the edit that follows.
  return { success: answer.success, recordNumber: answer.conNumber, freightItemIDs: [], message: answer.message, version: answer.version };
}

export const useSaveDropFreight = () => useBookingSave(saveDropFreight, dropFreightsQueryKey);

/** GET directdropfreight/validate: whether a manual connote may be used; its message when not. */
export const validateConnote = (conNumber: string) => callApi(CALLS.validateConnote, { conNumber });

const duplicateDropFreight = (recordNumber: string) => callApi(CALLS.duplicateDropFreight, { recordNumber });

/** POST directdropfreight/duplicate: a copy under a new number (recordNumber). */
export const useDuplicateDropFreight = () => useBookingMutation(duplicateDropFreight, [dropFreightsQueryKey]);
