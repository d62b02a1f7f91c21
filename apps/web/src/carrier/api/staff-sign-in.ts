import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { StaffLoginInput } from '@portal/domain/carrier/staff-session';
import { useMutation } from '@tanstack/react-query';
import { useStaffSessionStore } from '../session/staff-session-store';
import { callCarrier } from './call-carrier';

export const staffSignIn = (input: StaffLoginInput) => callCarrier(CARRIER_CALLS.login, input);

/** POST login: the answer, with the sign-in step it still needs, becomes the stored session. */
export function useStaffSignIn() {
  const setSession = useStaffSessionStore((s) => s.setSession);
  return useMutation({ mutationFn: staffSignIn, onSuccess: setSession });
}
