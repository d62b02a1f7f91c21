import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { NewStaffInput, StaffChangeInput } from '@portal/domain/carrier/staff-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callCarrier } from '../api/call-carrier';

// The Staff section's calls (issue 26): the list, and the changes that refresh it.

const STAFF_KEY = ['carrier', 'staff'] as const;

export function useStaffList() {
  return useQuery({ queryKey: STAFF_KEY, queryFn: () => callCarrier(CARRIER_CALLS.listStaff, {}) });
}

function useStaffChange<V, A>(send: (value: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: STAFF_KEY }) });
}

export const useAddStaff = () => useStaffChange((input: NewStaffInput) => callCarrier(CARRIER_CALLS.addStaff, input));

export const useChangeStaff = () =>
  useStaffChange(({ id, ...input }: StaffChangeInput & { id: number }) => callCarrier(CARRIER_CALLS.changeStaff, input, {}, { id }));

export const useResetStaffPassword = () => useStaffChange((id: number) => callCarrier(CARRIER_CALLS.resetStaffPassword, {}, {}, { id }));

export const useResetStaffSecondFactor = () => useStaffChange((id: number) => callCarrier(CARRIER_CALLS.resetStaffSecondFactor, {}, {}, { id }));
