import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { ManualPodInput } from '@portal/domain/carrier/customer-service-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callCarrier } from '../../api/call-carrier';
import { staffConsignmentKey } from './get-consignment';

/** POST pods: a POD recorded by hand; the consignment's page is read again, delivered. */
export function useRecordPod(conNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ManualPodInput) => callCarrier(CARRIER_CALLS.recordPod, input),
    onSuccess: () => client.invalidateQueries({ queryKey: staffConsignmentKey(conNumber) }),
  });
}
