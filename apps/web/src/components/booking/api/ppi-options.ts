import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';

export const getPpiOptions = (rate: string) => callApi(CALLS.ppiOptions, { rate });

/** POST options/ppi: the Price Per Item list of a ppiOnly freight type, asked in PPI mode only. */
export function usePpiOptions(rate: string, enabled: boolean) {
  return useQuery({
    queryKey: ['options/ppi', rate],
    queryFn: () => getPpiOptions(rate),
    enabled: enabled && rate !== '',
    staleTime: Infinity,
    retry: false,
  });
}
