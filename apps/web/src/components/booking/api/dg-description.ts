import { CALLS } from '@portal/domain/api/endpoints';
import { isNoDgClass } from '@portal/domain/dangerous-goods/dg-classes';
import { unCodeError } from '@portal/domain/dangerous-goods/dg-rules';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { errorLines } from '../../../lib/api/call-error';

export const getDgDescription = (dgClass: string, code: string) => callApi(CALLS.dgDescription, { class: dgClass, code });

export interface DgLookup {
  /** The technical name of the class and UN code; '' until known. */
  description: string;
  /** The lookup's error, shown on the UN code (spec 02 section 4). */
  error: string | undefined;
  loading: boolean;
}

/**
 * GET dg/description for an item's class and UN code, asked only once the code is a valid
 * 4-digit one and a class is chosen. Answers are kept for the visit: the list does not change.
 */
export function useDgDescription(dgClass: string, code: string): DgLookup {
  const enabled = !isNoDgClass(dgClass) && unCodeError(code) === undefined;
  const query = useQuery({
    queryKey: ['dg/description', dgClass, code],
    queryFn: () => getDgDescription(dgClass, code),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
  if (!enabled) return { description: '', error: undefined, loading: false };
  const answerError = query.data && !query.data.description ? query.data.result.message || undefined : undefined;
  return {
    description: query.data?.description ?? '',
    error: query.error ? errorLines(query.error)[0] : answerError,
    loading: query.isFetching,
  };
}
