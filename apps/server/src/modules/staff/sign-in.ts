import { validateChangePassword } from '@portal/domain/account/password';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import type { StaffLoginInput, StaffNewPasswordInput, StaffSession } from '@portal/domain/carrier/staff-session';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import { addressKey, assertNotThrottled, clearCount, countFailure, guessablePasswordErrors, guessingHints, hashPassword } from '../auth/service';
import { deleteOtherStaffSessions, deleteStaffSession, findStaffByUsername, updateStaffUser, type StaffUser } from './repo';
import { secondFactorSteps } from './second-factor-steps';
import { secondFactorStage, signInStages } from './sign-in-stages';
import { createStaffSession, staffSessionAnswer, type StaffAuth } from './staff-sessions';

// A staff member's sign-in (issue 26, decision 0054): the password, a new password when it was
// temporary, then the second factor (second-factor-steps.ts). Failed passwords count in the
// customers' sign-in throttle, under a key of their own.

const staffKey = (username: string) => `staff:${username.trim().toLowerCase()}`;

const member = (staff: StaffUser) => ({ id: staff.id, username: staff.username, name: staff.name, email: staff.email, role: staff.role });

function blankErrors(input: StaffLoginInput): string[] {
  return [...(input.username.trim() === '' ? [CARRIER_MESSAGES.usernameBlank] : []), ...(input.password === '' ? [CARRIER_MESSAGES.passwordBlank] : [])];
}

export function staffSignIn(deps: Deps) {
  const { db, config, matchPassword } = deps;
  const { atStage, moveTo } = signInStages(deps);

  return {
    async login(input: StaffLoginInput, address: string): Promise<StaffSession> {
      const errors = blankErrors(input);
      if (errors.length > 0) throw badRequest(...errors);
      const now = config.now();
      const keys = [staffKey(input.username), addressKey(address)];
      await assertNotThrottled(db, keys, now);
      const staff = await findStaffByUsername(db, input.username);
      const match = await matchPassword(staff, input.password, now);
      // One answer for an unknown username, a wrong password and a disabled account.
      if (!staff || !match || staff.disabled) {
        await countFailure(db, keys, now);
        throw badRequest(CARRIER_MESSAGES.badCredentials);
      }
      await clearCount(db, staffKey(input.username));
      const stage = match === 'temporary' ? 'change-password' : secondFactorStage(staff);
      const token = await createStaffSession(db, staff.id, stage, staff.timeoutMs, now);
      return staffSessionAnswer({ token, stage, staff: member(staff), timeoutMs: staff.timeoutMs }, now);
    },

    async changePassword(auth: StaffAuth, input: StaffNewPasswordInput): Promise<StaffSession> {
      const staff = await atStage(auth, 'change-password', 'ready');
      const errors = validateChangePassword(input);
      if (errors.length > 0) throw badRequest(...errors);
      const now = config.now();
      const keys = [staffKey(staff.username)];
      await assertNotThrottled(db, keys, now);
      if (!(await matchPassword(staff, input.currentPassword, now))) {
        await countFailure(db, keys, now);
        throw badRequest(SERVER_MESSAGES.currentPasswordWrong);
      }
      const hints = guessingHints({ username: staff.username, name: staff.name, email: staff.email, companyNames: [] }, config.documents.carrierName);
      const guessable = await guessablePasswordErrors(input.newPassword, hints);
      if (guessable.length > 0) throw badRequest(...guessable);
      const passwordHash = await hashPassword(input.newPassword, config.scryptCost);
      await db.transaction().execute(async (trx) => {
        await updateStaffUser(trx, staff.id, { passwordHash, tempPasswordHash: null, tempPasswordExpiresAt: null });
        await deleteOtherStaffSessions(trx, staff.id, auth.sessionId);
      });
      return moveTo(auth, auth.stage === 'change-password' ? secondFactorStage(staff) : 'ready');
    },

    ...secondFactorSteps(deps),

    async logout(auth: StaffAuth): Promise<void> {
      await deleteStaffSession(db, auth.sessionId);
    },
  };
}
