import { CALLS } from '@portal/domain/api/endpoints';
import { IDEMPOTENCY_KEY_HEADER, type PickupConvertInput } from '@portal/domain/api/pickup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { quotesQueryKey } from '../../../components/booking/booking-query-keys';
import { pickupsQueryKey } from './get-pickups';

export interface ConvertPickupInput {
  input: PickupConvertInput;
  /** Creating an electronic connote twice would number two consignments: a retry reuses the key. */
  key: string;
}

export const convertPickup = ({ input, key }: ConvertPickupInput) =>
  callApi(CALLS.pickupConvert, input, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

/** POST pickups/convert: creates the pickup's consignment note (conNumber '' asks for an electronic one). */
export function useConvertPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertPickup,
    onSuccess: async () => {
      // The quote a pickup came from lists the consignment too (spec 02 section 3, 'Quote list row').
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quotesQueryKey }),
        queryClient.invalidateQueries({ queryKey: pickupsQueryKey }),
      ]);
    },
  });
}
