import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api/call-api';

export const podsQueryKey = ['documents/list', 'POD'] as const;

export const listPods = () => callApi(CALLS.listDocuments, { docType: 'POD' });

/** GET documents/list with docType POD: the company's proofs of delivery (spec 02 section 7). */
export function usePods(enabled = true) {
  return useQuery({ queryKey: podsQueryKey, queryFn: listPods, enabled });
}
