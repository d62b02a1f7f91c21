import { CALLS } from '@portal/domain/api/endpoints';
import type { ConsignmentsAnswer } from '@portal/domain/api/consignment';
import type { ListInput } from '@portal/domain/api/list-page';
import { callApi } from '../../../lib/api/call-api';
import { usePagedList } from '../../../components/list/use-paged-list';

export const consignmentsQueryKey = ['consignments'] as const;

export const getConsignments = (input: ListInput) => callApi(CALLS.getConsignments, input);
const rowsOf = (answer: ConsignmentsAnswer) => answer.consignments;

/** GET consignments: the last 30 days, narrowed by `search`, a page at a time (spec 02 section 2, decision 0029). */
export function useConsignments(search: string, enabled = true) {
  return usePagedList({ queryKey: consignmentsQueryKey, fetchPage: getConsignments, rowsOf, search, enabled });
}
