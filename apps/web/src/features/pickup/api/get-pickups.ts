import { CALLS } from '@portal/domain/api/endpoints';
import type { ListInput } from '@portal/domain/api/list-page';
import type { PickupsAnswer } from '@portal/domain/api/pickup';
import { callApi } from '../../../lib/api/call-api';
import { usePagedList } from '../../../components/list/use-paged-list';

export const pickupsQueryKey = ['pickups/list'] as const;

export const getPickups = (input: ListInput) => callApi(CALLS.getPickups, input);
const rowsOf = (answer: PickupsAnswer) => answer.pickups;

/** GET pickups/list: the company's pickups of the last 30 days, a page at a time (spec 02 section 2, decision 0029). */
export function usePickups(search: string, enabled = true) {
  return usePagedList({ queryKey: pickupsQueryKey, fetchPage: getPickups, rowsOf, search, enabled });
}
