import { CALLS } from '@portal/domain/api/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';

export const usersQueryKey = ['users'] as const;

export const getUsers = () => callApi(CALLS.getUsers, {});

/** GET users: the company's user rows and the role list. */
export function useUsers(enabled = true) {
  return useQuery({ queryKey: usersQueryKey, queryFn: getUsers, enabled });
}
