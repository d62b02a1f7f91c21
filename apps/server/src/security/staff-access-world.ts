import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES, type StaffRole } from '@portal/domain/carrier/staff-roles';
import type { StaffSession } from '@portal/domain/carrier/staff-session';
import type { Db } from '../db/database';
import { ACME, DEMO_PASSWORD } from '../db/seed/demo-users';
import { login } from '../test/api';
import type { TestClock } from '../test/clock';
import { companyIdByName } from '../test/factories';
import { signedInStaff, staffCall } from '../test/staff';

// Who calls the back office in the staff access matrix (issue 26): a signed-in staff member of
// each role, a staff member part way through signing in, a customer's administrator, nobody, and
// a staff session past its idle limit. Every cell gets a session of its own, so a sign-out or a
// password change in one cell touches no other.

export const STAFF_ACTORS = [...STAFF_ROLES, 'partWay', 'customerAdmin', 'noSession', 'expiredSession'] as const;
export type StaffActor = (typeof STAFF_ACTORS)[number];

export const isRole = (actor: StaffActor): actor is StaffRole => (STAFF_ROLES as readonly string[]).includes(actor);

export function staffWorld(app: FastifyInstance, db: Db, clock: TestClock) {
  return {
    /** A token for one cell: null for nobody. */
    async tokenOf(actor: StaffActor): Promise<string | null> {
      if (isRole(actor)) return (await signedInStaff(app, db, clock, actor)).token;
      if (actor === 'partWay') {
        // The demo Administrator before setting up an authenticator.
        return (await staffCall(app, 'POST', 'login', { body: { username: 'carrier', password: DEMO_PASSWORD } })).json<StaffSession>().token;
      }
      if (actor === 'customerAdmin') return login(app, 'admin', { companyId: await companyIdByName(db, ACME) });
      if (actor === 'noSession') return null;
      const { token, id } = await signedInStaff(app, db, clock, 'Administrator');
      await db.updateTable('staffSessions').set({ lastActiveAt: clock.now() - 24 * 60 * 60 * 1000 }).where('staffUserId', '=', id).execute();
      return token;
    },
  };
}
