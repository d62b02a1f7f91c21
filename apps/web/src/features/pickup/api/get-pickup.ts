import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';

export const getPickup = (pickupNumber: string) => callApi(CALLS.getPickup, { pickupNumber });

/** GET pickups/edit: one stored pickup, fetched afresh on every opening (it may have been completed since). */
export function usePickup(pickupNumber: string, enabled = true) {
  return useQuery({
    queryKey: ['pickups/edit', pickupNumber],
    queryFn: () => getPickup(pickupNumber),
    enabled: enabled && pickupNumber !== '',
    staleTime: 0,
    gcTime: 0,
  });
}
