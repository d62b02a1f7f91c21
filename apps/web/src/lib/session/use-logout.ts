import { CALLS } from '@portal/domain/api/endpoints';
import { MESSAGES } from '@portal/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../api/call-api';
import { useSessionStore } from './session-store';

export const logoutCall = () => callApi(CALLS.logout, {});

/**
 * DELETE login, then forget the session and go to /. A failed call still logs out,
 * with the returned error or 'Session expired' as the reason (spec 01 section 4).
 */
export function useLogout(reasonOnSuccess: string | null = null) {
  const navigate = useNavigate();
  const logout = useSessionStore((s) => s.logout);
  return useMutation({
    mutationFn: logoutCall,
    onSettled: (_answer, error) => {
      logout(error ? error.message || MESSAGES.sessionExpired : reasonOnSuccess);
      void navigate('/');
    },
  });
}
