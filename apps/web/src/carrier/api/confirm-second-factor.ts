import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { SecondFactorInput } from '@portal/domain/carrier/staff-session';
import { useMutation } from '@tanstack/react-query';
import { useStaffSessionStore } from '../session/staff-session-store';
import { callCarrier } from './call-carrier';

export const confirmSecondFactor = (input: SecondFactorInput) => callCarrier(CARRIER_CALLS.confirmSecondFactor, input);

/** POST second-factor/confirm: the session goes on, and the recovery codes are shown once first. */
export function useConfirmSecondFactor() {
  const setSession = useStaffSessionStore((s) => s.setSession);
  const showRecoveryCodes = useStaffSessionStore((s) => s.showRecoveryCodes);
  return useMutation({
    mutationFn: confirmSecondFactor,
    onSuccess: ({ session, recoveryCodes }) => {
      showRecoveryCodes(recoveryCodes);
      setSession(session);
    },
  });
}
