import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../account/users';
import { administratorInviteErrors, companyListSchema, companyUserParamsSchema } from './company-calls';

describe('the invited administrator (spec 01 section 5, as Users > Add)', () => {
  it('takes a name, a username of up to 10 characters and an e-mail address', () => {
    expect(administratorInviteErrors({ name: 'Ada Lantern', username: 'ada', email: 'ada@lanternwines.example' })).toEqual({});
  });

  it('puts each sentence under its field, the first of a field only', () => {
    expect(administratorInviteErrors({ name: ' ', username: '', email: '' })).toEqual({
      name: USER_MESSAGES.nameBlank,
      username: USER_MESSAGES.usernameBlank,
      email: USER_MESSAGES.emailBlank,
    });
    expect(administratorInviteErrors({ name: 'n'.repeat(151), username: 'elevenchars', email: 'ada@' })).toEqual({
      name: 'Name cannot be longer then 150 characters',
      username: 'Username cannot be longer then 10 characters',
      email: 'email is invalid',
    });
  });
});

describe('the company calls’ ids', () => {
  it('takes ids as the query string and path carry them, and none beyond the database’s integers', () => {
    expect(companyListSchema.parse({ after: '42', search: ' acme ' })).toEqual({ after: 42, search: 'acme' });
    expect(companyListSchema.parse({})).toEqual({});
    expect(companyUserParamsSchema.safeParse({ id: '1', userId: '2147483647' }).success).toBe(true);
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648']) expect(companyUserParamsSchema.safeParse({ id, userId: '1' }).success, id).toBe(false);
  });
});
