import type { ChooseCompanyInput } from '@portal/domain/account/login';
import { CALLS } from '@portal/domain/api/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { useSessionStore } from '../../../lib/session/session-store';

export const chooseCompany = (input: ChooseCompanyInput) => callApi(CALLS.chooseCompany, input);

/** PUT login: the answer carries a new token, which replaces the stored session. */
export function useChooseCompany() {
  const setSession = useSessionStore((s) => s.setSession);
  return useMutation({ mutationFn: chooseCompany, onSuccess: (session) => setSession(session) });
}
