import { CALLS } from '@portal/domain/api/endpoints';
import { MESSAGES } from '@portal/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../api/call-api';
import { useSessionStore } from './session-store';

export const keepAliveCall = () => callApi(CALLS.keepAlive, {});

/** 'Continue Session': GET login; a failure forces logout with its error (spec 01 section 4). */
export function useKeepAlive(onAlive: () => void) {
  const refreshUser = useSessionStore((s) => s.refreshUser);
  const logout = useSessionStore((s) => s.logout);
  return useMutation({
    mutationFn: keepAliveCall,
    onSuccess: (answer) => {
      refreshUser(answer);
      onAlive();
    },
    onError: (error) => logout(error.message || MESSAGES.sessionExpired),
  });
}
