import { CALLS } from '@portal/domain/api/endpoints';
import type { QuoteDraft } from '@portal/domain/api/quote';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { quotesQueryKey } from '../../../components/booking/booking-query-keys';

export const saveQuote = (draft: QuoteDraft) => callApi(CALLS.quoteNew, draft);

/** POST quoteNew: numbers and prices the draft (a numbered draft is saved again under its number). */
export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesQueryKey }),
  });
}
