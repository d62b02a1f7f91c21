import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import { useQuery } from '@tanstack/react-query';
import { callCarrier } from '../../api/call-carrier';

/** GET consignments: any company's consignments by number, reference or tracking id; asked only for a search. */
export function useFoundConsignments(search: string) {
  return useQuery({
    queryKey: ['carrier', 'consignments', search],
    queryFn: () => callCarrier(CARRIER_CALLS.findConsignments, { search }),
    enabled: search !== '',
  });
}
