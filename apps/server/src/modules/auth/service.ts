import { validateLogin, validateResetPassword, type LoginInput, type ResetPasswordInput } from '@portal/domain/account/login';
import type { SaveAnswer, Session } from '@portal/domain/api/session';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { isSet, type User } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest, notFound, sessionExpired } from '../../http/errors';
import { passwordResetMail } from '../mail/templates';
import { hashPassword } from './password-hash';
import { enabledMemberships, findMembership, findUserById, findUserByUsername, setTemporaryPassword } from './repo';
import { buildSessionAnswer, type AnswerUser } from './session-answer';
import { createSession, type AuthContext } from './sessions';
import { deleteSession } from './sessions-repo';
import { generateTemporaryPassword, TEMPORARY_PASSWORD_LIFETIME_MS } from './temporary-password';
import { addressKey, assertNotThrottled, blockedForMs, clearCount, countFailure, resetKey, userKey } from './throttle';

export function createAuthService({ db, config, mailer, matchPassword }: Deps) {
  /** The users row as the session answer shows it. */
  const answerUser = (user: User): AnswerUser => ({
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    isAdmin: isSet(user.isAdmin),
  });

  return {
    async login(input: LoginInput, address: string): Promise<Session> {
      const errors = validateLogin(input);
      if (errors.length > 0) throw badRequest(...errors);
      const now = config.now();
      const keys = [userKey(input.username), addressKey(address)];
      await assertNotThrottled(db, keys, now);
      const user = await findUserByUsername(db, input.username);
      const match = await matchPassword(user, input.password, now);
      const companies = user && match ? await enabledMemberships(db, { userId: user.id }) : [];
      // One answer for an unknown user, a wrong password and a user disabled everywhere.
      if (!user || !match || companies.length === 0) {
        await countFailure(db, keys, now);
        throw badRequest(SERVER_MESSAGES.badCredentials);
      }
      await clearCount(db, userKey(input.username));
      // Spec 01 section 4: with one company the user is logged in at once.
      const companyId = companies.length === 1 && companies[0] ? companies[0].id : null;
      const mustChangePassword = match === 'temporary';
      const token = await createSession(db, { userId: user.id, companyId, timeoutMs: user.timeoutMs, mustChangePassword, createdAt: now, now });
      return buildSessionAnswer(db, config.contact, {
        user: answerUser(user),
        companyId,
        token,
        lastActive: now,
        timeoutMs: user.timeoutMs,
        mustChangePassword,
      });
    },

    /** Decision 0002: choosing a company issues a new token and ends the old one. */
    async chooseCompany(auth: AuthContext, companyId: number): Promise<Session> {
      const membership = await findMembership(db, auth.userId, companyId);
      if (!membership || !isSet(membership.enabled)) throw notFound(SERVER_MESSAGES.companyNotFound);
      const user = await findUserById(db, auth.userId);
      if (!user) throw sessionExpired();
      const now = config.now();
      const token = await db.transaction().execute(async (trx) => {
        await deleteSession(trx, auth.sessionId);
        return createSession(trx, { ...auth, companyId, timeoutMs: user.timeoutMs, now });
      });
      return buildSessionAnswer(db, config.contact, {
        user: answerUser(user),
        companyId,
        token,
        lastActive: now,
        timeoutMs: user.timeoutMs,
        mustChangePassword: auth.mustChangePassword,
      });
    },

    /**
     * Start-up check and Continue Session: the call itself was the activity. The session check
     * has just read the user (decision 0005), so only the memberships and permissions are read.
     */
    keepAlive(auth: AuthContext): Promise<Session> {
      return buildSessionAnswer(db, config.contact, {
        user: { id: auth.userId, ...auth.user, isAdmin: auth.isAdmin },
        companyId: auth.companyId,
        token: auth.token,
        lastActive: auth.lastActiveAt,
        timeoutMs: auth.timeoutMs,
        mustChangePassword: auth.mustChangePassword,
      });
    },

    async logout(auth: AuthContext): Promise<SaveAnswer> {
      await deleteSession(db, auth.sessionId);
      return { success: true, message: SERVER_MESSAGES.loggedOut };
    },

    /**
     * Always the same answer, and a hash is spent either way, so neither the text nor the time
     * tells whether the username and e-mail match (decision 0002).
     */
    async resetPassword(input: ResetPasswordInput): Promise<SaveAnswer> {
      const errors = validateResetPassword(input);
      if (errors.length > 0) throw badRequest(...errors);
      const now = config.now();
      const user = await findUserByUsername(db, input.username);
      const matches = !!user && user.email.trim().toLowerCase() === input.email.trim().toLowerCase();
      const password = generateTemporaryPassword();
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
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
