import type { User } from '../../db/schema';
import { createPasswordChecker, verifyPassword } from './password-hash';

export type PasswordMatch = 'password' | 'temporary' | null;

/** A customer's or a staff member's secrets (issue 26: staff sign in by the same check). */
type Secrets = Pick<User, 'passwordHash' | 'tempPasswordHash' | 'tempPasswordExpiresAt'>;

/**
 * Which secret a password matches: the user's password, or a live temporary one (decision 0002:
 * a reset never replaces the password). An unknown user still spends a hash.
 */
export function createCredentialCheck(scryptCost: number) {
  const checkPassword = createPasswordChecker(scryptCost);
  return async function matchPassword(user: Secrets | undefined, password: string, now: number): Promise<PasswordMatch> {
    if (await checkPassword(password, user?.passwordHash ?? null)) return 'password';
    const temp = user?.tempPasswordHash;
    const live = temp && (user.tempPasswordExpiresAt ?? 0) > now;
    if (live && (await verifyPassword(password, temp))) return 'temporary';
    return null;
  };
}
export type CredentialCheck = ReturnType<typeof createCredentialCheck>;
