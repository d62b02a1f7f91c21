import type { DropFreightDraft, DropFreightSaveAnswer } from '@portal/domain/api/drop-freight';
import { CALLS } from '@portal/domain/api/endpoints';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/domain/api/pickup';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { quotesQueryKey } from '../../../components/booking/booking-query-keys';
import { dropFreightsQueryKey } from './drop-freight-queries';

export interface SaveDropFreightInput {
  draft: DropFreightDraft;
  /** The Idempotency-Key: the same for a retry of the same draft. */
  key: string;
}

/**
 * Saves or books the drop freight (spec 02 section 7): its first save numbers it, POST dropfreight
 * for a quote's (convertQuote true) or POST directdropfreight/new; later saves, the booking among
 * them (status 1), POST directdropfreight/edit. A quote's answer names its number conNumber.
 */
export async function saveDropFreight({ draft, key }: SaveDropFreightInput): Promise<DropFreightSaveAnswer> {
  const options = { headers: { [IDEMPOTENCY_KEY_HEADER]: key } };
  if (typeof draft._created !== 'boolean') throw new Error(BOOKING_MESSAGES.badRequest);
  if (draft._created) return callApi(CALLS.dropFreightEdit, draft, options);
  if (!draft.quoteNumber) return callApi(CALLS.dropFreightNew, draft, options);
  const answer = await callApi(CALLS.quoteDropFreight, { ...draft, convertQuote: true }, options);
  // The quote's lines were copied as they were: their ids come with the edit that follows.
  return { success: answer.success, recordNumber: answer.conNumber, freightItemIDs: [], message: answer.message, version: answer.version };
}

export function useSaveDropFreight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDropFreight,
    onSuccess: async (_answer, { draft }) => {
      // A converted quote's list row shows its consignment (spec 02 section 3).
      const quotes = draft.quoteNumber ? [queryClient.invalidateQueries({ queryKey: quotesQueryKey })] : [];
      await Promise.all([...quotes, queryClient.invalidateQueries({ queryKey: dropFreightsQueryKey })]);
    },
  });
}

/** GET directdropfreight/validate: whether a manual connote may be used; its message when not. */
export const validateConnote = (conNumber: string) => callApi(CALLS.validateConnote, { conNumber });

/** POST directdropfreight/duplicate: a copy under a new number (recordNumber). */
export function useDuplicateDropFreight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordNumber: string) => callApi(CALLS.duplicateDropFreight, { recordNumber }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dropFreightsQueryKey }),
  });
}
