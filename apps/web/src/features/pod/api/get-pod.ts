import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';

export const podQueryKey = (podNumber: string) => ['pod', podNumber] as const;

export const getPod = (podNumber: string) => callApi(CALLS.getPod, { podNumber });

/** GET pod: one proof of delivery (spec 02 section 2, /pod with a podNumber). */
export function usePod(podNumber: string, enabled = true) {
  return useQuery({ queryKey: podQueryKey(podNumber), queryFn: () => getPod(podNumber), enabled });
}
