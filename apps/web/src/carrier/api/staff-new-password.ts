import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { StaffNewPasswordInput } from '@portal/domain/carrier/staff-session';
import { useMutation } from '@tanstack/react-query';
import { useStaffSessionStore } from '../session/staff-session-store';
import { callCarrier } from './call-carrier';

export const staffNewPassword = (input: StaffNewPasswordInput) => callCarrier(CARRIER_CALLS.changePassword, input);

/** POST password: the temporary password replaced; the session answered names the next step. */
export function useStaffNewPassword() {
  const setSession = useStaffSessionStore((s) => s.setSession);
  return useMutation({ mutationFn: staffNewPassword, onSuccess: setSession });
}
