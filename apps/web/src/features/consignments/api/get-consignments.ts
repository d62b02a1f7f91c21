import { CALLS } from '@portal/domain/api/endpoints';
import type { ConsignmentsInput } from '@portal/domain/api/consignment';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api/call-api';

export const consignmentsQueryKey = (search: string) => ['consignments', search] as const;

export const getConsignments = (search: string) => {
  const input: ConsignmentsInput = search ? { search } : {};
  return callApi(CALLS.getConsignments, input);
};

/** GET consignments: the last 30 days, narrowed by `search` (spec 02 section 2, /consignment). */
export function useConsignments(search: string, enabled = true) {
  return useQuery({
    queryKey: consignmentsQueryKey(search),
    queryFn: () => getConsignments(search),
    enabled,
    // The rows of the last search stay while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });
}
