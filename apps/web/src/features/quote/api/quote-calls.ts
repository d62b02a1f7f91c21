import { CALLS } from '@portal/domain/api/endpoints';
import type { QuoteDraft, QuotesAnswer } from '@portal/domain/api/quote';
import type { PayloadOf } from '@portal/domain/api/request-schemas';
import { callApi } from '../../../lib/api/call-api';
import { useBookingMutation } from '../../../components/booking/api/booking-mutation';
import { useBookingList, useBookingOptions, useStoredRecord } from '../../../components/booking/api/booking-queries';
import { quotesQueryKey } from '../../../components/booking/booking-query-keys';

// The quote's calls (spec 02 section 7); every change reloads the quotes list.

export const quoteOptionsQueryKey = ['quoteNew', 'options'] as const;
export const quoteQueryKey = (quoteNumber: string) => ['quote', quoteNumber] as const;

/** GET quoteNew and its gazetteer: the options the quote wizard's steps read (suburbs, depots, rates, freight types). */
export const useQuoteOptions = (enabled = true) => useBookingOptions(quoteOptionsQueryKey, CALLS.quoteOptions, {}, enabled);

/**
 * GET quote: one stored quote. Always fetched afresh when a quote is opened, since it may
 * have been accepted or converted since the list was loaded.
 */
export const useQuote = (quoteNumber: string, enabled = true) =>
  useStoredRecord(quoteNumber, { queryKey: quoteQueryKey(quoteNumber), queryFn: () => callApi(CALLS.getQuote, { quote: quoteNumber }) }, enabled);

const rowsOf = (answer: QuotesAnswer) => answer.quotes;

/** GET quotes: the company's quotes of the last 30 days, a page at a time (spec 02 section 2, decision 0029). */
export const useQuotes = (search: string, enabled = true) => useBookingList(quotesQueryKey, CALLS.getQuotes, rowsOf, search, enabled);

const saveQuote = (draft: QuoteDraft) => callApi(CALLS.quoteNew, draft);

/** POST quoteNew: numbers and prices the draft (a numbered draft is saved again under its number). */
export const useSaveQuote = () => useBookingMutation(saveQuote, [quotesQueryKey]);

/** The version is the quote's as the wizard last read or saved it: the price the user saw (decision 0030). */
const acceptQuote = (input: PayloadOf<'acceptQuote'>) => callApi(CALLS.acceptQuote, input);

/** POST quote: accepts a numbered quote; the answer's success and message say how it went. */
export const useAcceptQuote = () => useBookingMutation(acceptQuote, [quotesQueryKey]);

const duplicateQuote = (quoteNumber: string) => callApi(CALLS.duplicateQuote, { quoteNumber });

/** POST quotes/duplicate: a copy under a new number (recordNumber). */
export const useDuplicateQuote = () => useBookingMutation(duplicateQuote, [quotesQueryKey]);
