import { CALLS } from '@portal/domain/api/endpoints';
import { IDEMPOTENCY_KEY_HEADER, type PickupDraft, type PickupSaveAnswer } from '@portal/domain/api/pickup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { quotesQueryKey } from '../../../components/booking/booking-query-keys';
import { pickupsQueryKey } from './get-pickups';

export interface SavePickupInput {
  draft: PickupDraft;
  /** The Idempotency-Key: the same for a retry of the same draft. */
  key: string;
}

/**
 * Books the pickup (spec 02 section 7): POST quoteConvert for a quote's first booking
 * (pickupOrConsignment 0), POST pickups/new for a new one, POST pickups/edit once it has a number.
 */
export function savePickup({ draft, key }: SavePickupInput): Promise<PickupSaveAnswer> {
  const options = { headers: { [IDEMPOTENCY_KEY_HEADER]: key } };
  if (draft.pickupNumber) return callApi(CALLS.pickupEdit, draft, options);
  if (draft.quoteNumber) return callApi(CALLS.quoteConvert, { ...draft, pickupOrConsignment: 0 }, options);
  return callApi(CALLS.pickupNew, draft, options);
}

export function useSavePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePickup,
    onSuccess: async (_answer, { draft }) => {
      // A converted quote's list row shows its pickup and the status Converted (spec 02 section 3).
      const quotes = draft.quoteNumber ? [queryClient.invalidateQueries({ queryKey: quotesQueryKey })] : [];
      await Promise.all([...quotes, queryClient.invalidateQueries({ queryKey: pickupsQueryKey })]);
    },
  });
}
