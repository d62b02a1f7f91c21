import { CALLS } from '@portal/domain/api/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api/call-api';
import { quotesQueryKey } from './get-quotes';

export const acceptQuote = (quoteNumber: string) => callApi(CALLS.acceptQuote, { quoteNumber });

/** POST quote: accepts a numbered quote; the answer's success and message say how it went. */
export function useAcceptQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesQueryKey }),
  });
}
