import { userRowErrors, type UserRow, type UsersAnswer, type UsersSaveAnswer } from '@portal/domain/account/users';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { isSet } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { permissionsOfRole, refreshCompanySnapshots, roleTable, TEMPORARY_PASSWORD_LIFETIME_MS } from '../auth/service';
import { newUserMail, passwordResetMail } from '../mail/service';
import { assertCanDelete, assertCanView, type Caller, type Target } from './policy';
import * as repo from './repo';
import { addUser, changeMember, changesMembership, claimRow, removeMember, trimmed, type Step } from './row-changes';
import { temporaryPasswords } from './temporary-passwords';

export function createUsersService({ db, config, mailer }: Deps) {
  async function callerOf(session: CompanyAuth): Promise<Caller> {
    return { userId: session.userId, isAdmin: session.isAdmin, permissions: await permissionsOfRole(db, session.roleId) };
  }

  return {
    async list(session: CompanyAuth): Promise<UsersAnswer> {
      assertCanView(await callerOf(session));
      const [members, roles] = await Promise.all([repo.listMembers(db, session.companyId), repo.listRoles(db)]);
      const users = members.map((m) => ({
        id: m.id,
        name: m.name,
        username: m.username,
        email: m.email,
        role: m.roleId,
        enabled: isSet(m.enabled),
        resetPassword: false,
        version: m.version,
      }));
      return { users, roles };
    },

    /** Every row in one transaction: one refused row saves nothing (spec 01 section 2, Save sends all rows). */
    async save(session: CompanyAuth, rows: readonly UserRow[]): Promise<UsersSaveAnswer> {
      const errors = userRowErrors(rows);
      if (errors.length > 0) throw badRequest(...errors);
      const ids = rows.filter((r) => r.id > 0).map((r) => r.id);
      if (new Set(ids).size !== ids.length) throw badRequest(SERVER_MESSAGES.duplicateUserRow);
      const caller = await callerOf(session);
      const temporary = await temporaryPasswords(rows, config.scryptCost);
      const now = config.now();
      const companyId = session.companyId;

      const saved = await db.transaction().execute(async (trx) => {
        const members = new Map((await repo.listMembers(trx, companyId)).map((m) => [m.id, m]));
        const { name: companyName } = await repo.findCompanyName(trx, companyId);
        // Decision 0005: role permissions come from memory; every role named here must be in it.
        const roleIds = [...rows.map((r) => r.role), ...[...members.values()].map((m) => m.roleId)];
        const roles = await roleTable(db, roleIds, trx);
        // Users' rows are locked before their sessions' rows are deleted or rewritten (decision 0005).
        const changing = rows.filter((r) => {
          const member = members.get(r.id);
          return member !== undefined && changesMembership(r, member);
        });
        await repo.lockUsers(trx, changing.map((r) => r.id));
        const queued: number[] = [];
        const membershipsChanged = new Set<number>();
        const versions = new Map<number, number>();
        const step: Step = { trx, caller, roles, now, companyId, timeoutMs: config.sessionTimeoutMs, membershipsChanged, versions };
        for (const row of rows) {
          const temp = temporary.get(row);
          if (row.id === 0) {
            if (row.delete || !temp) continue; // an unsaved row deleted on screen
            const user = await addUser(step, row, temp);
            queued.push(await mailer.queue(trx, newUserMail(user, temp.password, companyName)));
            continue;
          }
          const member = members.get(row.id);
          // Never read or change a user of another company: they do not exist from here.
          if (!member) throw notFound();
          const target: Target = { id: member.id, isAdmin: isSet(member.isAdmin), permissions: roles.get(member.roleId) ?? {} };
          if (row.delete) {
            assertCanDelete(caller, target);
            await claimRow(step, row, member);
            versions.delete(member.id);
            await removeMember(step, member.id);
          } else if (await changeMember(step, row, member, target)) {
            if (temp && row.resetPassword) {
              await repo.setTemporaryPassword(trx, member.id, temp.hash, now + TEMPORARY_PASSWORD_LIFETIME_MS);
              queued.push(await mailer.queue(trx, passwordResetMail(trimmed(row), temp.password)));
            }
          }
        }
        await refreshCompanySnapshots(trx, membershipsChanged);
        return { queued, versions: [...versions].map(([id, version]) => ({ id, version })) };
      });
      mailer.deliver(saved.queued);
      return { success: true, message: SERVER_MESSAGES.usersSaved, versions: saved.versions };
    },
  };
}

// What other modules use of users (issue 25, decision 0051).
/** Whether the caller may view another user's records. */
export { assertCanView } from './policy';
/**
 * The users table is this module's (issue 25): the others write it through these. A password
 * (sign-in's hash upgrade, a reset, a change), My Settings, the label stock last printed on, and
 * the row locks taken before a user's sessions change (decision 0005).
 */
export { labelStockOf, lockUsers, rememberLabelStock, replacePasswordHash, setPassword, setTemporaryPassword, updateSettings } from './repo';
/** A company's accounts as the carrier's staff keep them (issue 26): its users, its first administrator's invitation, a user's reset. */
export { companyAccountsWith, type AccountMail } from './company-accounts';
/** Whom a company's notices go to: its administrators (the back office's nearly-used connote books). */
export { administratorEmails } from './repo';
