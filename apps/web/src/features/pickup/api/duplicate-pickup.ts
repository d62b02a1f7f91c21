import { CALLS } from '@portal/domain/api/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { pickupsQueryKey } from './get-pickups';

export const duplicatePickup = (pickupNumber: string) => callApi(CALLS.duplicatePickup, { pickupNumber });

/** POST pickups/duplicate: a copy under a new number (recordNumber). */
export function useDuplicatePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicatePickup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickupsQueryKey }),
  });
}
