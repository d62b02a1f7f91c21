import type { ResetPasswordInput } from '@portal/domain/account/login';
import { CALLS } from '@portal/domain/api/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';

export const resetPassword = (input: ResetPasswordInput) => callApi(CALLS.resetPassword, input);

/** POST password/reset: answers { success, message }. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
