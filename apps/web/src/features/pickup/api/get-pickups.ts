import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api/call-api';

export const pickupsQueryKey = ['pickups/list'] as const;

export const getPickups = () => callApi(CALLS.getPickups, {});

/** GET pickups/list: the company's pickups of the last 30 days (spec 02 section 2). */
export function usePickups(enabled = true) {
  return useQuery({ queryKey: pickupsQueryKey, queryFn: getPickups, enabled });
}
