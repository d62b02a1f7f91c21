import { COMPANY_MESSAGES, type AdministratorInvite } from '@portal/domain/carrier/company-calls';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import type { Db } from '../../db/database';
import { isSet } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { generateTemporaryPassword, hashPassword, TEMPORARY_PASSWORD_LIFETIME_MS } from '../auth/service';
import { newUserMail, passwordResetMail } from '../mail/service';
import * as repo from './repo';

// A customer company's accounts as the carrier's staff keep them (issue 26): its first
// administrator invited with a temporary password by e-mail, the invitation sent again, a user's
// password reset. Spec 01's first-password flow, as the Users screen's Add and Reset: the user
// signs in with the e-mailed password and must choose a new one. The password is never in an
// answer; a new one replaces the last, which stops working. Each runs in the companies service's
// transaction, which holds the company's row: it answers the queued message to deliver after the
// commit.

/** Administrator, the first role (migration 0002): what an invited administrator is. */
const ADMINISTRATOR_ROLE = 1;

export interface AccountCompany {
  id: number;
  name: string;
}

/** A user the e-mail went to, and the message to deliver once committed. */
export interface AccountMail {
  userId: number;
  username: string;
  email: string;
  queued: number;
}

const trimmed = (invite: AdministratorInvite) => ({ name: invite.name.trim(), username: invite.username.trim(), email: invite.email.trim() });

/** A temporary password and its hash: hashing is slow on purpose, so it is made before the transaction. */
async function temporaryPassword(scryptCost: number) {
  const password = await generateTemporaryPassword();
  return { password, hash: await hashPassword(password, scryptCost) };
}

export function companyAccountsWith({ config, mailer }: Deps) {
  const expiry = () => config.now() + TEMPORARY_PASSWORD_LIFETIME_MS;

  return {
    /** A company's users with their roles' names, and whether each has only a temporary password. */
    members: (db: Db, companyId: number) => repo.companyMembersForStaff(db, companyId),

    /** The temporary password to hand to invite, resend or reset, made before the transaction. */
    temporaryPassword: () => temporaryPassword(config.scryptCost),

    /** The company's first user: an Administrator (role and flag) with the e-mailed temporary password. */
    async invite(trx: Db, company: AccountCompany, invite: AdministratorInvite, temp: { password: string; hash: string }): Promise<AccountMail> {
      if ((await repo.companyMembersForStaff(trx, company.id)).length > 0) throw conflict(COMPANY_MESSAGES.hasUsers(company.name));
      const fields = trimmed(invite);
      if (await repo.usernameTaken(trx, fields.username, 0)) throw badRequest(SERVER_MESSAGES.usernameTaken(fields.username));
      const userId = await repo.insertUser(trx, {
        ...fields,
        passwordHash: null,
        tempPasswordHash: temp.hash,
        tempPasswordExpiresAt: expiry(),
        isAdmin: 1,
        timeoutMs: config.sessionTimeoutMs,
        createdAt: config.now(),
      });
      await repo.insertMembership(trx, { userId, companyId: company.id, roleId: ADMINISTRATOR_ROLE, enabled: 1 });
      const queued = await mailer.queue(trx, newUserMail(fields, temp.password, company.name));
      return { userId, username: fields.username, email: fields.email, queued };
    },

    /** The invitation again, with a new temporary password, while the administrator has chosen none. */
    async resendInvitation(trx: Db, company: AccountCompany, temp: { password: string; hash: string }): Promise<AccountMail> {
      const members = await repo.companyMembersForStaff(trx, company.id);
      const invited = members.filter((m) => isSet(m.isAdmin)).sort((a, b) => a.id - b.id)[0];
      if (!invited || !invited.pending) throw conflict(COMPANY_MESSAGES.noInvitation(company.name));
      await repo.setTemporaryPassword(trx, invited.id, temp.hash, expiry());
      const queued = await mailer.queue(trx, newUserMail(invited, temp.password, company.name));
      return { userId: invited.id, username: invited.username, email: invited.email, queued };
    },

    /** A user's password reset by the same e-mail as a forgotten one: their own password keeps working (decision 0002). */
    async resetPassword(trx: Db, company: AccountCompany, userId: number, temp: { password: string; hash: string }): Promise<AccountMail> {
      const user = await repo.findCompanyMember(trx, company.id, userId);
      if (!user) throw notFound(COMPANY_MESSAGES.userNotFound);
      await repo.setTemporaryPassword(trx, user.id, temp.hash, expiry());
      const queued = await mailer.queue(trx, passwordResetMail(user, temp.password));
      return { userId: user.id, username: user.username, email: user.email, queued };
    },
  };
}
