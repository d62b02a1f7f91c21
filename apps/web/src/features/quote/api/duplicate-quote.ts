import { CALLS } from '@portal/domain/api/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { quotesQueryKey } from '../../../components/booking/booking-query-keys';

export const duplicateQuote = (quoteNumber: string) => callApi(CALLS.duplicateQuote, { quoteNumber });

/** POST quotes/duplicate: a copy under a new number (recordNumber). */
export function useDuplicateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesQueryKey }),
  });
}
