import { describe, expect, it } from 'vitest';
import { createPasswordChecker, hashPassword, needsRehash, verifyPassword } from './password-hash';

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

  it('asks for a re-hash only below the configured parameters (decision 0033)', async () => {
    const stored = await hashPassword('Portal#2026', 2 ** 10);
    expect(needsRehash(stored, 2 ** 11)).toBe(true);
    expect(needsRehash(stored, 2 ** 10)).toBe(false);
    // A cost lowered since keeps the stronger hash; an unreadable one never verifies anyway.
    expect(needsRehash(stored, 2 ** 9)).toBe(false);
    expect(needsRehash('md5$abc', 2 ** 11)).toBe(false);
    // The same cost with a smaller block size or a shorter key is weaker too.
    const [scheme, n, , p, salt, key] = stored.split('$');
    expect(needsRehash([scheme, n, 4, p, salt, key].join('$'), 2 ** 10)).toBe(true);
    expect(needsRehash([scheme, n, 8, p, salt, key?.slice(0, 20)].join('$'), 2 ** 10)).toBe(true);
  });
});
