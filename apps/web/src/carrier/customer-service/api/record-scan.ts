import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { ManualScanInput } from '@portal/domain/carrier/customer-service-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callCarrier } from '../../api/call-carrier';
import { staffConsignmentKey } from './get-consignment';

/** POST scans: a scan recorded by hand; the consignment's page is read again, with the new event in its history. */
export function useRecordScan(conNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ManualScanInput) => callCarrier(CARRIER_CALLS.recordScan, input),
    onSuccess: () => client.invalidateQueries({ queryKey: staffConsignmentKey(conNumber) }),
  });
}
