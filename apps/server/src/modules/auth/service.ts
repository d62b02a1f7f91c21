import type { FastifyBaseLogger } from 'fastify';
import { validateLogin, validateResetPassword, type LoginInput, type ResetPasswordInput } from '@portal/domain/account/login';
import type { CompanyRef, KeepAliveAnswer, SaveAnswer, Session } from '@portal/domain/api/session';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { isSet, type User } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest, notFound, sessionExpired } from '../../http/errors';
import { passwordResetMail } from '../mail/service';
import { hashPassword } from './password-hash';
import { upgradePasswordHash } from './password-upgrade';
import { enabledMemberships, findMembership, findUserById, findUserByUsername } from './repo';
import { setTemporaryPassword } from '../users/service';
import { permissionsOfRole } from './role-permissions';
import { sessionAnswer, sessionUser, type AnswerUser } from './session-answer';
import { createSession, type AnswerContext, type AuthContext } from './sessions';
import { deleteSession, enabledCompanies } from './sessions-repo';
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
    async login(input: LoginInput, address: string, log: FastifyBaseLogger): Promise<Session> {
      const errors = validateLogin(input);
      if (errors.length > 0) throw badRequest(...errors);
      const now = config.now();
      const keys = [userKey(input.username), addressKey(address)];
      await assertNotThrottled(db, keys, now);
      const user = await findUserByUsername(db, input.username);
      const match = await matchPassword(user, input.password, now);
      const memberships = user && match ? await enabledMemberships(db, { userId: user.id }) : [];
      // One answer for an unknown user, a wrong password and a user disabled everywhere.
      if (!user || !match || memberships.length === 0) {
        await countFailure(db, keys, now);
        throw badRequest(SERVER_MESSAGES.badCredentials);
      }
      await clearCount(db, userKey(input.username));
      if (match === 'password') await upgradePasswordHash(db, user, input.password, config.scryptCost, log);
      // Spec 01 section 4: with one company the user is logged in at once.
      const chosen = memberships.length === 1 ? memberships[0] : undefined;
      const mustChangePassword = match === 'temporary';
      const session = { userId: user.id, companyId: chosen?.id ?? null, timeoutMs: user.timeoutMs, mustChangePassword, createdAt: now, now };
      const { token, companies } = await createSession(db, session);
      return sessionAnswer(config.contact, {
        user: answerUser(user),
        company: chosen ?? null,
        companies,
        permissions: chosen ? await permissionsOfRole(db, chosen.roleId) : {},
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
      const { roleId, enabled: _enabled, ...company } = membership;
      const user = await findUserById(db, auth.userId);
      if (!user) throw sessionExpired();
      const now = config.now();
      // The new session first: it locks the user's row, which comes before session rows (decision 0005).
      const { token, companies } = await db.transaction().execute(async (trx) => {
        const created = await createSession(trx, { ...auth, companyId, timeoutMs: user.timeoutMs, now });
        await deleteSession(trx, auth.sessionId);
        return created;
      });
      return sessionAnswer(config.contact, {
        user: answerUser(user),
        company,
        companies,
        permissions: await permissionsOfRole(db, roleId),
        token,
        lastActive: now,
        timeoutMs: user.timeoutMs,
        mustChangePassword: auth.mustChangePassword,
      });
    },

    /**
     * Start-up check and Continue Session: the call itself was the activity. The answer is the
     * user only: the options are delivered at sign-in (spec 01 section 3) and the browser keeps
     * them. The session check has read the user, the chosen company's name and the role id; the
     * companies list is the session's snapshot and the role's permissions are in memory, so no
     * further query (decision 0005). Sessions older than the snapshot read their list instead.
     */
    async keepAlive({ auth, company, companiesSnapshot }: AnswerContext): Promise<KeepAliveAnswer> {
      const companies =
        companiesSnapshot === null ? await enabledCompanies(db, { userId: auth.userId }) : (JSON.parse(companiesSnapshot) as CompanyRef[]);
      const user = sessionUser({
        // Fields written out: a spread with extra keys takes V8's slow path (decision 0005).
        user: { id: auth.userId, name: auth.user.name, username: auth.user.username, email: auth.user.email, isAdmin: auth.isAdmin },
        company,
        companies,
        permissions: auth.roleId === null ? {} : await permissionsOfRole(db, auth.roleId),
        token: auth.token,
        lastActive: auth.lastActiveAt,
        timeoutMs: auth.timeoutMs,
        mustChangePassword: auth.mustChangePassword,
      });
      return { user };
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
    },
  };
}

// What other modules ask of sign-in and sessions: a role's permissions (the one table of decision
// 0001, read through its cache).
export { permissionsOfRole, roleTable, type RoleTable } from './role-permissions';
export type { AuthContext } from './sessions';
/** The session of a request (tracking answers a session's company in full). */
export { resolveSession } from './sessions';
/** A session's freight limits. */
export { freightLimitsOf } from './session-answer';
/** The password rules and hashing, and the sign-in throttle, that a password change shares. */
export { guessableNewPasswordErrors } from './new-password';
export { hashPassword } from './password-hash';
export { assertNotThrottled, countFailure, userKey } from './throttle';
/** A temporary password (the Users screen gives one). */
export { generateTemporaryPassword, TEMPORARY_PASSWORD_LIFETIME_MS } from './temporary-password';
/** Sessions ended, snapshots refreshed and users locked when a user changes. */
export { clearMustChangePassword, deleteUserSessions, refreshCompanySnapshots } from './sessions-repo';
/** A user as sign-in reads it. */
export { findUserById } from './repo';
