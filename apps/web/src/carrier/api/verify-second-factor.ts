import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { SecondFactorInput } from '@portal/domain/carrier/staff-session';
import { useMutation } from '@tanstack/react-query';
import { useStaffSessionStore } from '../session/staff-session-store';
import { callCarrier } from './call-carrier';

export const verifySecondFactor = (input: SecondFactorInput) => callCarrier(CARRIER_CALLS.secondFactor, input);

/** POST second-factor: a code from the app or a recovery code ends the sign-in. */
export function useVerifySecondFactor() {
  const setSession = useStaffSessionStore((s) => s.setSession);
  return useMutation({ mutationFn: verifySecondFactor, onSuccess: setSession });
}
