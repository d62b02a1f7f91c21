import { randomInt } from 'node:crypto';
import { passwordStrengthErrors } from '@portal/domain/account/password';
import { guessablePasswordErrors, guessingHints } from './password-strength';

// Temporary passwords are read from an e-mail and typed by hand: three groups of four from an
// alphabet without look-alikes (0/O, 1/l/I), about 66 bits. They must also pass the spec's
// New Password rules (section 5) so a user may keep typing the same shape of password, and the
// strength estimator's (decision 0033): random groups nearly always do, and the loop makes sure.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** Temporary passwords stop working after this long (decision 0002). */
export const TEMPORARY_PASSWORD_LIFETIME_MS = 24 * 60 * 60 * 1000;

export async function generateTemporaryPassword(): Promise<string> {
  for (;;) {
    const groups = Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    const password = groups.join('-');
    if (passwordStrengthErrors(password).length > 0) continue;
    if ((await guessablePasswordErrors(password, guessingHints(null, ''))).length === 0) return password;
  }
}
