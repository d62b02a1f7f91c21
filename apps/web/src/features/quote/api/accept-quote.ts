import { CALLS } from '@portal/domain/api/endpoints';
import type { PayloadOf } from '@portal/domain/api/request-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { quotesQueryKey } from '../../../components/booking/booking-query-keys';

/** The version is the quote's as the wizard last read or saved it: the price the user saw (decision 0030). */
export const acceptQuote = (input: PayloadOf<'acceptQuote'>) => callApi(CALLS.acceptQuote, input);

/** POST quote: accepts a numbered quote; the answer's success and message say how it went. */
export function useAcceptQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesQueryKey }),
  });
}
