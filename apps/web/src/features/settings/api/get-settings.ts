import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';

export const settingsQueryKey = ['settings'] as const;

export const getSettings = () => callApi(CALLS.getSettings, {});

/** GET settings: name, username, role, phone, email. */
export function useSettings() {
  return useQuery({ queryKey: settingsQueryKey, queryFn: getSettings });
}
