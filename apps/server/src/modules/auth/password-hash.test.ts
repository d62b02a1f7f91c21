import { describe, expect, it } from 'vitest';
import { passwordStrengthErrors } from '@portal/domain/account/password';
import { createPasswordChecker, hashPassword, verifyPassword } from './password-hash';
import { generateTemporaryPassword } from './temporary-password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Portal#2026', 2 ** 10);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Portal#2026', stored)).toBe(true);
    expect(await verifyPassword('portal#2026', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', 2 ** 10)).not.toBe(await hashPassword('same', 2 ** 10));
  });

  it('verifies hashes of another cost, since the hash names its parameters', async () => {
    const stored = await hashPassword('Portal#2026', 2 ** 11);
    expect(await createPasswordChecker(2 ** 10)('Portal#2026', stored)).toBe(true);
  });

  it('refuses a missing or malformed hash after spending a hash anyway', async () => {
    const check = createPasswordChecker(2 ** 10);
    expect(await check('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  });
});

describe('temporary passwords', () => {
  it('are readable groups that meet the New Password rules', () => {
    for (let i = 0; i < 50; i++) {
      const password = generateTemporaryPassword();
      expect(password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
      expect(passwordStrengthErrors(password)).toEqual([]);
    }
  });
});
