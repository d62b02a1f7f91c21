import { administratorInviteErrors, COMPANY_MESSAGES, type AdministratorInvite, type CompanyAccountAnswer } from '@portal/domain/carrier/company-calls';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { companyAccountsWith, type AccountMail } from '../users/service';
import { lockedTradingCompany } from './company-lookup';
import type { CompanyRow } from './repo';

// The company's first administrator and its users' temporary passwords (issue 26): the users
// service writes the user and queues the e-mail in this transaction, which holds the company's
// row (two invitations at once make one administrator) and refuses a suspended company.

type Temporary = { password: string; hash: string };

export function companyInvitationsWith(deps: Deps) {
  const { db, mailer } = deps;
  const accounts = companyAccountsWith(deps);

  /** A temporary password made before the transaction (hashing is slow), written with the row held, then sent. */
  async function accountMail(id: number, write: (trx: Db, row: CompanyRow, temp: Temporary) => Promise<AccountMail>): Promise<AccountMail> {
    const temp = await accounts.temporaryPassword();
    const mail = await db.transaction().execute(async (trx) => write(trx, await lockedTradingCompany(trx, id), temp));
    mailer.deliver([mail.queued]);
    return mail;
  }

  return {
    async invite(id: number, invite: AdministratorInvite): Promise<CompanyAccountAnswer> {
      const errors = Object.values(administratorInviteErrors(invite));
      if (errors.length > 0) throw badRequest(...errors);
      const mail = await accountMail(id, (trx, row, temp) => accounts.invite(trx, row, invite, temp));
      return { companyId: id, userId: mail.userId, message: COMPANY_MESSAGES.invited(mail.email) };
    },

    async resendInvitation(id: number): Promise<CompanyAccountAnswer> {
      const mail = await accountMail(id, (trx, row, temp) => accounts.resendInvitation(trx, row, temp));
      return { companyId: id, userId: mail.userId, message: COMPANY_MESSAGES.invited(mail.email) };
    },

    async resetPassword(id: number, userId: number): Promise<CompanyAccountAnswer> {
      const mail = await accountMail(id, (trx, row, temp) => accounts.resetPassword(trx, row, userId, temp));
      return { companyId: id, userId: mail.userId, message: COMPANY_MESSAGES.passwordReset(mail.username, mail.email) };
    },
  };
}
