import { SESSION_ABSOLUTE_LIFETIME_MS } from '@portal/domain/constants';
import type { StaffSession } from '@portal/domain/carrier/staff-session';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { deleteEndedStaffSessions } from './repo';
import { staffSignIn } from './sign-in';
import { staffAdmin } from './staff-admin';
import { staffSessionAnswer, type StaffAuth } from './staff-sessions';

// The carrier's staff (issue 26, decision 0054): their accounts, sign-in and sessions, apart from
// the customers' (modules/auth). Other modules and the staff guard (http/staff-auth.ts) use this.

export function createStaffService(deps: Deps) {
  return {
    ...staffSignIn(deps),
    ...staffAdmin(deps),
    /** The start-up check and keep-alive: the guard has read and touched the session. */
    session(auth: StaffAuth): StaffSession {
      return staffSessionAnswer(auth, deps.config.now());
    },
  };
}

export { resolveStaffSession, type StaffAuth } from './staff-sessions';
export { createStaffMember, createStaffMemberWithHash, StaffExistsError, type NewStaffMember } from './staff-accounts';

/** Housekeeping: sessions past their idle timeout or their 12 hours. */
export const removeEndedStaffSessions = (db: Db, now: number) => deleteEndedStaffSessions(db, now, SESSION_ABSOLUTE_LIFETIME_MS);
