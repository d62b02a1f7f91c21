import type { FastifyInstance } from 'fastify';
import type { UserRow, UsersAnswer } from '@portal/domain/account/users';
import { ROLE } from '../../db/seed/demo-users';
import { call } from '../../test/api';
import type { BuiltUser } from '../../test/factories';

// Users screen rows for the users tests.

export const SAVED = { success: true, message: 'Users have been saved.' };

export const saveUsers = (app: FastifyInstance, token: string, users: Partial<UserRow>[]) =>
  call(app, 'POST', 'users', { token, body: { users } });

export async function rowsOf(app: FastifyInstance, token: string): Promise<UserRow[]> {
  return (await call(app, 'GET', 'users', { token })).json<UsersAnswer>().users;
}

/** An existing user's row as GET users would show it (role defaults to the factory's). */
export function rowOf(user: BuiltUser, over: Partial<UserRow> = {}): UserRow {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    role: ROLE.bookingOfficer,
    enabled: true,
    resetPassword: false,
    // A user the factory has just made is at its first version.
    version: 1,
    ...over,
  };
}

export const newRow = (over: Partial<UserRow> = {}): UserRow => ({
  id: 0,
  name: 'Nina Newcomer',
  username: 'nina',
  email: 'nina@test.example',
  role: ROLE.readOnly,
  enabled: true,
  resetPassword: false,
  version: 0,
  ...over,
});
