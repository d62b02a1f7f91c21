import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';

export const quoteQueryKey = (quoteNumber: string) => ['quote', quoteNumber] as const;

export const getQuote = (quoteNumber: string) => callApi(CALLS.getQuote, { quote: quoteNumber });

/**
 * GET quote: one stored quote. Always fetched afresh when a quote is opened, since it may
 * have been accepted or converted since the list was loaded.
 */
export function useQuote(quoteNumber: string, enabled = true) {
  return useQuery({
    queryKey: quoteQueryKey(quoteNumber),
    queryFn: () => getQuote(quoteNumber),
    enabled: enabled && quoteNumber !== '',
    staleTime: 0,
    gcTime: 0,
  });
}
