import type { CompanyRef, KeepAliveAnswer, SaveAnswer, Session } from '@portal/domain/api/session';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { isSet } from '../../db/schema';
import type { Deps } from '../../deps';
import { forbidden, notFound, sessionExpired } from '../../http/errors';
import { answerUser } from './answer-user';
import { loginWith } from './login';
import { passwordResetWith } from './password-reset';
import { findMembership, findUserById } from './repo';
import { permissionsOfRole } from './role-permissions';
import { sessionAnswer, sessionUser } from './session-answer';
import { createSession, type AnswerContext, type AuthContext } from './sessions';
import { deleteSession, enabledCompanies } from './sessions-repo';

// Sign-in and sessions (decision 0002): sign-in is login.ts, a forgotten password
// password-reset.ts; choosing a company, keep-alive and sign-out are here.

export function createAuthService(deps: Deps) {
  const { db, config } = deps;
  return {
    login: loginWith(deps),

    /** Decision 0002: choosing a company issues a new token and ends the old one. */
    async chooseCompany(auth: AuthContext, companyId: number): Promise<Session> {
      const membership = await findMembership(db, auth.userId, companyId);
      if (!membership || !isSet(membership.enabled)) throw notFound(SERVER_MESSAGES.companyNotFound);
      if (membership.suspendedAt !== null) throw forbidden(SERVER_MESSAGES.chosenCompanySuspended);
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

    resetPassword: passwordResetWith(deps),
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
export { addressKey, assertNotThrottled, clearCount, countFailure, userKey } from './throttle';
/** What staff sign-in (issue 26) shares with the customers': tokens, the password check and its rules. */
export { newSessionToken, tokenHash } from './tokens';
export { guessablePasswordErrors, guessingHints } from './password-strength';
/** A temporary password (the Users screen gives one). */
export { generateTemporaryPassword, TEMPORARY_PASSWORD_LIFETIME_MS } from './temporary-password';
/** Sessions ended, snapshots refreshed and users locked when a user changes. */
export { clearMustChangePassword, deleteUserSessions, refreshCompanySnapshots } from './sessions-repo';
/** A suspended company's sessions, ended at once (issue 26). */
export { deleteCompanySessions } from './sessions-repo';
/** A user as sign-in reads it. */
export { findUserById } from './repo';
