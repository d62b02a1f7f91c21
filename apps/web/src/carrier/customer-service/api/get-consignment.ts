import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import { useQuery } from '@tanstack/react-query';
import { callCarrier } from '../../api/call-carrier';

export const staffConsignmentKey = (conNumber: string) => ['carrier', 'consignment', conNumber] as const;

/** GET consignment: one consignment whole, any company's. */
export function useStaffConsignment(conNumber: string) {
  return useQuery({
    queryKey: staffConsignmentKey(conNumber),
    queryFn: () => callCarrier(CARRIER_CALLS.getConsignment, { conNumber }),
    enabled: conNumber !== '',
  });
}
