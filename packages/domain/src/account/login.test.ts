import { describe, expect, it } from 'vitest';
import { validateLogin, validateResetPassword } from './login';

describe('login and reset forms (spec 01 section 5)', () => {
  it('requires username and password', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual(['Username is required.', 'Password is required.']);
    expect(validateLogin({ username: 'jo', password: 'x' })).toEqual([]);
  });

  it('requires username and email to reset', () => {
    expect(validateResetPassword({ username: '', email: '' })).toEqual(['Username is required.', 'Email is required.']);
    expect(validateResetPassword({ username: 'jo', email: 'jo@example.com' })).toEqual([]);
  });
});
