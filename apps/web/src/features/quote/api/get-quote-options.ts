import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { loadBookingOptions } from '../../../components/booking/api/booking-options';

export const quoteOptionsQueryKey = ['quoteNew', 'options'] as const;

export const getQuoteOptions = () => loadBookingOptions(CALLS.quoteOptions, {});

/**
 * GET quoteNew and its gazetteer: the options the quote wizard's steps read (suburbs, depots,
 * rates, freight types). They change rarely, so they stay fresh for the whole visit.
 */
export function useQuoteOptions(enabled = true) {
  return useQuery({ queryKey: quoteOptionsQueryKey, queryFn: getQuoteOptions, enabled, staleTime: Infinity });
}
