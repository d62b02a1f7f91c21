import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';

export const consignmentQueryKey = (conNumber: string) => ['consignment', conNumber] as const;

export const getConsignment = (conNumber: string) => callApi(CALLS.getConsignment, { conNumber });

/** GET consignment: one consignment for the consignment view (spec 02 section 2). */
export function useConsignment(conNumber: string, enabled = true) {
  return useQuery({ queryKey: consignmentQueryKey(conNumber), queryFn: () => getConsignment(conNumber), enabled });
}
