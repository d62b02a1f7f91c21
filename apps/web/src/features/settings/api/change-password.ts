import type { ChangePasswordInput } from '@portal/domain/account/password';
import { CALLS } from '@portal/domain/api/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { useSessionStore } from '../../../lib/session/session-store';

export const changePassword = (input: ChangePasswordInput) => callApi(CALLS.changePassword, input);

/** POST changepassword; once it succeeds a temporary password no longer holds the user back. */
export function useChangePassword() {
  const updateUser = useSessionStore((s) => s.updateUser);
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      if (answer.success) updateUser({ mustChangePassword: false });
    },
  });
}
