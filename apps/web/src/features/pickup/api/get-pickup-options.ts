import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { loadBookingOptions } from '../../../components/booking/api/booking-options';

export const pickupOptionsQueryKey = ['pickups/new', 'options'] as const;

export const getPickupOptions = () => loadBookingOptions(CALLS.pickupOptions, {});

/** GET pickups/new: the options of the pickup wizard (suburbs, depots, rates, customer defaults, ...). */
export function usePickupOptions(enabled = true) {
  return useQuery({ queryKey: pickupOptionsQueryKey, queryFn: getPickupOptions, enabled, staleTime: Infinity });
}
