import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import { useQuery } from '@tanstack/react-query';
import { callCarrier } from './call-carrier';

export const enrolSecondFactor = () => callCarrier(CARRIER_CALLS.enrolSecondFactor, {});

/**
 * POST second-factor/enrol: a new secret and its QR code. Every call makes a new secret, so it is
 * a query asked once per staff member (StrictMode's second mount, a re-render: the same answer),
 * never refetched: the code the app was set up with must stay the one being confirmed.
 */
export function useSecondFactorEnrolment(staffId: number) {
  return useQuery({
    queryKey: ['carrier', 'second-factor-enrolment', staffId],
    queryFn: enrolSecondFactor,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
