import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import { MESSAGES } from '@portal/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CARRIER_AREA_PATH } from '../../lib/carrier-area-path';
import { callCarrier } from '../api/call-carrier';
import { useStaffSessionStore } from './staff-session-store';

export const staffLogoutCall = () => callCarrier(CARRIER_CALLS.logout, {});

/**
 * DELETE session, then forget it and return to the sign-in card at #/carrier. A failed call still
 * signs out, with its error as the reason, as a customer's logout does (spec 01 section 4).
 */
export function useStaffLogout(reasonOnSuccess: string | null = null) {
  const navigate = useNavigate();
  const logout = useStaffSessionStore((s) => s.logout);
  return useMutation({
    mutationFn: staffLogoutCall,
    onSettled: (_answer, error) => {
      logout(error ? error.message || MESSAGES.sessionExpired : reasonOnSuccess);
      void navigate(CARRIER_AREA_PATH);
    },
  });
}
