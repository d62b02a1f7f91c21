import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api/call-api';

export const quotesQueryKey = ['quotes'] as const;

export const getQuotes = () => callApi(CALLS.getQuotes, {});

/** GET quotes: the company's quotes of the last 30 days (spec 02 section 2). */
export function useQuotes(enabled = true) {
  return useQuery({ queryKey: quotesQueryKey, queryFn: getQuotes, enabled });
}
