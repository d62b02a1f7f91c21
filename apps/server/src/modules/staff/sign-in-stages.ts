import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import { SECOND_FACTOR_REQUIRED } from '@portal/domain/carrier/staff-roles';
import type { StaffSession } from '@portal/domain/carrier/staff-session';
import type { StaffSessionStage } from '../../db/schema/staff-tables';
import type { Deps } from '../../deps';
import { forbidden, sessionExpired } from '../../http/errors';
import { findStaffById, setStaffSessionStage, type StaffUser } from './repo';
import { staffSessionAnswer, type StaffAuth } from './staff-sessions';

// The steps of a staff sign-in (decision 0054): a session records the step it is at, and each
// sign-in call takes its session from one step to the next.

/** What follows the password: the code once set up; its set-up where the role requires one. */
export function secondFactorStage(staff: Pick<StaffUser, 'totpSecret' | 'role'>): StaffSessionStage {
  if (staff.totpSecret !== null) return 'second-factor';
  return SECOND_FACTOR_REQUIRED.includes(staff.role) ? 'enrol-second-factor' : 'ready';
}

export function signInStages({ db, config }: Deps) {
  return {
    /** The session's staff member, the call refused unless the session is at `stage`. */
    async atStage(auth: StaffAuth, ...stages: StaffSessionStage[]): Promise<StaffUser> {
      if (!stages.includes(auth.stage)) throw forbidden(CARRIER_MESSAGES.finishSignIn);
      const staff = await findStaffById(db, auth.staff.id);
      if (!staff) throw sessionExpired();
      return staff;
    },

    async moveTo(auth: StaffAuth, stage: StaffSessionStage): Promise<StaffSession> {
      await setStaffSessionStage(db, auth.sessionId, stage);
      return staffSessionAnswer({ ...auth, stage }, config.now());
    },
  };
}
