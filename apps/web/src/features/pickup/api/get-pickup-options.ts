import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api/call-api';

export const pickupOptionsQueryKey = ['pickups/new', 'options'] as const;

export const getPickupOptions = () => callApi(CALLS.pickupOptions, {});

/** GET pickups/new: the options of the pickup wizard (suburbs, depots, rates, customer defaults, ...). */
export function usePickupOptions(enabled = true) {
  return useQuery({ queryKey: pickupOptionsQueryKey, queryFn: getPickupOptions, enabled, staleTime: Infinity });
}
