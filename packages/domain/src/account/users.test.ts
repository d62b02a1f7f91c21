import { describe, expect, it } from 'vitest';
import { userErrorList, userRowErrors, validateUserRow, type UserRow } from './users';

const row = (over: Partial<UserRow> = {}): UserRow => ({
  id: 0,
  version: 0,
  name: 'Jo Citizen',
  username: 'jo',
  email: 'jo@example.com',
  role: 2,
  enabled: true,
  resetPassword: false,
  ...over,
});

describe('users row (spec 01 section 5)', () => {
  it('accepts a valid row', () => {
    expect(validateUserRow(row())).toEqual([]);
  });

  it.each([
    [{ name: ' ' }, 'Name cannot be blank'],
    [{ name: 'n'.repeat(151) }, 'Name cannot be longer then 150 characters'],
    [{ username: '' }, 'Username cannot be blank'],
    [{ username: 'u'.repeat(11) }, 'Username cannot be longer then 10 characters'],
    [{ email: '' }, 'email cannot be blank'],
    [{ email: `${'e'.repeat(990)}@example.com` }, 'email cannot be longer then 1000 characters'],
    [{ email: 'not-an-email' }, 'email is invalid'],
    [{ role: 0 }, 'Role cannot be blank'],
    [{ role: Number.NaN }, 'Role cannot be blank'],
  ] as [Partial<UserRow>, string][])('%o gives %s', (over, message) => {
    expect(validateUserRow(row(over))).toEqual([message]);
  });

  it('accepts the limits exactly', () => {
    expect(validateUserRow(row({ name: 'n'.repeat(150), username: 'u'.repeat(10) }))).toEqual([]);
  });

  it("names each error by the row's name, or 'New User'", () => {
    const rows = [row({ name: 'Sam Lee', email: 'bad' }), row({ name: '', username: '' })];
    expect(userRowErrors(rows)).toEqual([
      'Sam Lee: email is invalid',
      'New User: Name cannot be blank',
      'New User: Username cannot be blank',
    ]);
  });

  it('skips rows marked deleted', () => {
    expect(userRowErrors([row({ name: '', delete: true })])).toEqual([]);
  });

  it('ends the list with the prompt to fix or contact the provider', () => {
    const list = userErrorList([row({ role: 0 })]);
    expect(list[0]).toBe('Jo Citizen: Role cannot be blank');
    expect(list.at(-1)).toBe('Please fix the issue or contact your provider.');
    expect(userErrorList([row()])).toEqual([]);
  });
});
