import { validateResetPassword, type ResetPasswordInput } from '@portal/domain/account/login';
import type { SaveAnswer } from '@portal/domain/api/session';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { passwordResetMail } from '../mail/service';
import { setTemporaryPassword } from '../users/service';
import { hashPassword } from './password-hash';
import { findUserByUsername } from './repo';
import { generateTemporaryPassword, TEMPORARY_PASSWORD_LIFETIME_MS } from './temporary-password';
import { blockedForMs, countFailure, resetKey } from './throttle';

/** Forgotten password: the auth service's `resetPassword`. */
export function passwordResetWith({ db, config, mailer }: Deps) {
  /**
   * Always the same answer, and a hash is spent either way, so neither the text nor the time
   * tells whether the username and e-mail match (decision 0002).
   */
  return async function resetPassword(input: ResetPasswordInput): Promise<SaveAnswer> {
    const errors = validateResetPassword(input);
    if (errors.length > 0) throw badRequest(...errors);
    const now = config.now();
    const user = await findUserByUsername(db, input.username);
    const matches = !!user && user.email.trim().toLowerCase() === input.email.trim().toLowerCase();
    const password = await generateTemporaryPassword();
    const hash = await hashPassword(password, config.scryptCost);
    const flooded = (await blockedForMs(db, [resetKey(input.username)], now)) > 0;
    if (user && matches && !flooded) {
      await countFailure(db, [resetKey(input.username)], now);
      const id = await db.transaction().execute(async (trx) => {
        await setTemporaryPassword(trx, user.id, hash, now + TEMPORARY_PASSWORD_LIFETIME_MS);
        return mailer.queue(trx, passwordResetMail(user, password));
      });
      mailer.deliver([id]);
    }
    return { success: true, message: SERVER_MESSAGES.passwordResetSent };
  };
}
