import type { FastifyBaseLogger } from 'fastify';
import { validateLogin, type LoginInput } from '@portal/domain/account/login';
import type { Session } from '@portal/domain/api/session';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { answerUser } from './answer-user';
import { upgradePasswordHash } from './password-upgrade';
import { enabledMemberships, findUserByUsername } from './repo';
import { permissionsOfRole } from './role-permissions';
import { sessionAnswer } from './session-answer';
import { createSession } from './sessions';
import { addressKey, assertNotThrottled, clearCount, countFailure, userKey } from './throttle';

/** Sign-in (spec 01 sections 3 and 4): the auth service's `login`. */
export function loginWith({ db, config, matchPassword }: Deps) {
  return async function login(input: LoginInput, address: string, log: FastifyBaseLogger): Promise<Session> {
    const errors = validateLogin(input);
    if (errors.length > 0) throw badRequest(...errors);
    const now = config.now();
    const keys = [userKey(input.username), addressKey(address)];
    await assertNotThrottled(db, keys, now);
    const user = await findUserByUsername(db, input.username);
    const match = await matchPassword(user, input.password, now);
    const enabled = user && match ? await enabledMemberships(db, { userId: user.id }) : [];
    // One answer for an unknown user, a wrong password and a user disabled everywhere.
    if (!user || !match || enabled.length === 0) {
      await countFailure(db, keys, now);
      throw badRequest(SERVER_MESSAGES.badCredentials);
    }
    // Companies the carrier suspended are no choice (issue 26); told only to a right password.
    const memberships = enabled.filter((m) => m.suspendedAt === null);
    if (memberships.length === 0) throw badRequest(SERVER_MESSAGES.companySuspended);
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
  };
}
