import type { LoginInput } from '@portal/domain/account/login';
import { CALLS } from '@portal/domain/api/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { useSessionStore } from '../../../lib/session/session-store';

export const signIn = (input: LoginInput) => callApi(CALLS.login, input);

/** POST login: the answer becomes the stored session. */
export function useSignIn() {
  const setSession = useSessionStore((s) => s.setSession);
  return useMutation({ mutationFn: signIn, onSuccess: (session) => setSession(session) });
}
