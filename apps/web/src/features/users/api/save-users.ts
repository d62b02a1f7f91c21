import type { SaveUsersInput } from '@portal/domain/account/users';
import { CALLS } from '@portal/domain/api/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { usersQueryKey } from './get-users';

export const saveUsers = (input: SaveUsersInput) => callApi(CALLS.saveUsers, input);

/** POST users with every row, deleted ones flagged. */
export function useSaveUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
