import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api/call-api';

export const quoteOptionsQueryKey = ['quoteNew', 'options'] as const;

export const getQuoteOptions = () => callApi(CALLS.quoteOptions, {});

/**
 * GET quoteNew: the options the quote wizard's steps read (suburbs, depots, rates, freight
 * types). The answer is large and changes rarely, so it stays fresh for the whole visit.
 */
export function useQuoteOptions(enabled = true) {
  return useQuery({ queryKey: quoteOptionsQueryKey, queryFn: getQuoteOptions, enabled, staleTime: Infinity });
}
