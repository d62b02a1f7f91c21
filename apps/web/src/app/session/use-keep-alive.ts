import { CALLS } from '@portal/domain/api/endpoints';
import { MESSAGES } from '@portal/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../api/call-api';
import { useSessionStore } from './session-store';

export const keepAliveCall = () => callApi(CALLS.keepAlive, {});

/** 'Continue Session': GET login; a failure forces logout with its error (spec 01 section 4). */
export function useKeepAlive(onAlive: () => void) {
  const setSession = useSessionStore((s) => s.setSession);
  const logout = useSessionStore((s) => s.logout);
  return useMutation({
    mutationFn: keepAliveCall,
    onSuccess: (session) => {
      setSession(session);
      onAlive();
    },
    onError: (error) => logout(error.message || MESSAGES.sessionExpired),
  });
}
