import type { SaveAnswer } from '@portal/domain/api/session';
import type { StaffSaveAnswer } from '@portal/domain/carrier/carrier-calls';
import {
  STAFF_ADMIN_MESSAGES as m,
  staffDetailsErrors,
  type NewStaffInput,
  type StaffChangeInput,
  type StaffListAnswer,
  type StaffListRow,
} from '@portal/domain/carrier/staff-admin';
import type { StaffRole } from '@portal/domain/carrier/staff-roles';
import type { Db } from '../../db/database';
import { isSet, toFlag } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { generateTemporaryPassword, hashPassword, TEMPORARY_PASSWORD_LIFETIME_MS } from '../auth/service';
import { staffAccountMail } from '../mail/service';
import { deleteOtherStaffSessions, findStaffById, listStaffUsers, otherEnabledAdministrators, replaceRecoveryCodes, updateStaffUser, type StaffUser } from './repo';
import { createStaffMember, StaffExistsError } from './staff-accounts';
import type { StaffAuth } from './staff-sessions';

// Staff accounts as an Administrator keeps them (issue 26, decision 0054). Someone must always be
// able to do so: an Administrator cannot disable or demote themselves, nor the last enabled one.

const rowOf = (staff: StaffUser): StaffListRow => ({
  id: staff.id,
  username: staff.username,
  name: staff.name,
  email: staff.email,
  role: staff.role,
  disabled: isSet(staff.disabled),
  secondFactor: staff.totpSecret !== null,
  createdAt: staff.createdAt,
});

function refuseFieldErrors(errors: Record<string, string | undefined>): void {
  const messages = Object.values(errors).filter((message): message is string => message !== undefined);
  if (messages.length > 0) throw badRequest(...messages);
}

export function staffAdmin({ db, config, mailer }: Deps) {
  const carrierName = config.documents.carrierName;

  async function target(db: Db, id: number): Promise<StaffUser> {
    const staff = await findStaffById(db, id);
    if (!staff) throw notFound(m.staffNotFound);
    return staff;
  }

  /** Whether the change would leave no enabled Administrator. */
  async function leavesNoAdministrator(staff: StaffUser, role: StaffRole, disabled: boolean): Promise<boolean> {
    const stillAdministrator = role === 'Administrator' && !disabled;
    if (staff.role !== 'Administrator' || isSet(staff.disabled) || stillAdministrator) return false;
    return (await otherEnabledAdministrators(db, staff.id)) === 0;
  }

  return {
    async listStaff(): Promise<StaffListAnswer> {
      return { staff: (await listStaffUsers(db)).map(rowOf) };
    },

    async addStaff(input: NewStaffInput): Promise<StaffSaveAnswer> {
      refuseFieldErrors(staffDetailsErrors(input));
      const member = { username: input.username.trim(), name: input.name.trim(), email: input.email.trim(), role: input.role as StaffRole };
      const { id, mailId } = await db
        .transaction()
        .execute(async (trx) => {
          const { id, temporaryPassword } = await createStaffMember(trx, member, config.scryptCost, config.now());
          return { id, mailId: await mailer.queue(trx, staffAccountMail(member, temporaryPassword, carrierName)) };
        })
        .catch((error: unknown) => {
          throw error instanceof StaffExistsError ? badRequest(m.usernameTaken) : error;
        });
      mailer.deliver([mailId]);
      const added = await target(db, id);
      return { success: true, message: `${added.name} has been added; a temporary password went to ${added.email}.`, staff: rowOf(added) };
    },

    async changeStaff(auth: StaffAuth, id: number, input: StaffChangeInput): Promise<StaffSaveAnswer> {
      refuseFieldErrors(staffDetailsErrors(input));
      const staff = await target(db, id);
      const role = input.role as StaffRole;
      if (id === auth.staff.id && (input.disabled || role !== staff.role)) throw badRequest(m.notYourself);
      if (await leavesNoAdministrator(staff, role, input.disabled)) throw badRequest(m.lastAdministrator);
      await db.transaction().execute(async (trx) => {
        await updateStaffUser(trx, id, { name: input.name.trim(), email: input.email.trim(), role, disabled: toFlag(input.disabled) });
        // A disabled staff member's sessions end now; a role change shows at their next call.
        if (input.disabled) await deleteOtherStaffSessions(trx, id, null);
      });
      return { success: true, message: 'The staff member has been saved.', staff: rowOf(await target(db, id)) };
    },

    /** A new temporary password by e-mail; the current password keeps working until it is used. */
    async resetStaffPassword(id: number): Promise<SaveAnswer> {
      const staff = await target(db, id);
      const password = await generateTemporaryPassword();
      const tempPasswordHash = await hashPassword(password, config.scryptCost);
      const mailId = await db.transaction().execute(async (trx) => {
        await updateStaffUser(trx, id, { tempPasswordHash, tempPasswordExpiresAt: config.now() + TEMPORARY_PASSWORD_LIFETIME_MS });
        return mailer.queue(trx, staffAccountMail(staff, password, carrierName));
      });
      mailer.deliver([mailId]);
      return { success: true, message: `A temporary password went to ${staff.email}.` };
    },

    /** A lost phone: the authenticator and recovery codes go, and with them the staff member's sessions. */
    async resetStaffSecondFactor(id: number): Promise<SaveAnswer> {
      const staff = await target(db, id);
      await db.transaction().execute(async (trx) => {
        await updateStaffUser(trx, id, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
        await replaceRecoveryCodes(trx, id, []);
        await deleteOtherStaffSessions(trx, id, null);
      });
      return { success: true, message: `${staff.name} will set up an authenticator app at the next sign-in.` };
    },
  };
}
