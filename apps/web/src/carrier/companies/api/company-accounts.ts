import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { AdministratorInvite } from '@portal/domain/carrier/company-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callCarrier } from '../../api/call-carrier';
import { companyQueryKey } from './company';

/** GET companies/:id/users: read-only. */
export const useCompanyUsers = (id: number) =>
  useQuery({ queryKey: [...companyQueryKey(id), 'users'], queryFn: () => callCarrier(CARRIER_CALLS.companyUsers, {}, {}, { id }) });

/** POST companies/:id/administrator, then the company and its users read again. */
export function useInviteAdministrator(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invite: AdministratorInvite) => callCarrier(CARRIER_CALLS.inviteAdministrator, invite, {}, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: companyQueryKey(id) }),
  });
}

/** POST companies/:id/administrator/invitation: a new temporary password by e-mail. */
export const useResendInvitation = (id: number) => useMutation({ mutationFn: () => callCarrier(CARRIER_CALLS.resendInvitation, {}, {}, { id }) });

/** POST companies/:id/users/:userId/password: a temporary password by e-mail. */
export const useResetUserPassword = (id: number) =>
  useMutation({ mutationFn: (userId: number) => callCarrier(CARRIER_CALLS.resetUserPassword, {}, {}, { id, userId }) });
