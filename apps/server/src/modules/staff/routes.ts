import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { Deps } from '../../deps';
import { payloadOf, staffAuthOf, type StaffGuards } from '../../http/staff-auth';
import { clearSiteData } from '../../http/web-app';
import { createStaffService } from './service';
import { staffAdminRoutes } from './staff-admin-routes';

// The back office's sign-in calls (issue 26), under /carrier/: CARRIER_CALLS names them.
export async function staffRoutes(base: FastifyInstance, { deps, staffGuards }: { deps: Deps; staffGuards: StaffGuards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const staff = createStaffService(deps);
  const { login, session, logout, changePassword, enrolSecondFactor, confirmSecondFactor, secondFactor } = CARRIER_CALLS;
  const path = (call: { path: string }) => `/${call.path}`;
  const guard = staffGuards.of;

  app.post(path(login), { ...guard(login), schema: { body: payloadOf(login) } }, (request) => staff.login(request.body, request.ip));
  app.get(path(session), guard(session), async (request) => staff.session(staffAuthOf(request)));
  app.delete(path(logout), { ...guard(logout), onRequest: clearSiteData }, async (request) => {
    await staff.logout(staffAuthOf(request));
    return { success: true, message: '' };
  });
  app.post(path(changePassword), { ...guard(changePassword), schema: { body: payloadOf(changePassword) } }, (request) =>
    staff.changePassword(staffAuthOf(request), request.body),
  );
  app.post(path(enrolSecondFactor), guard(enrolSecondFactor), (request) => staff.enrol(staffAuthOf(request)));
  app.post(path(confirmSecondFactor), { ...guard(confirmSecondFactor), schema: { body: payloadOf(confirmSecondFactor) } }, (request) =>
    staff.confirm(staffAuthOf(request), request.body.code),
  );
  app.post(path(secondFactor), { ...guard(secondFactor), schema: { body: payloadOf(secondFactor) } }, (request) =>
    staff.verify(staffAuthOf(request), request.body.code),
  );

  await staffAdminRoutes(base, { deps, staffGuards });
}
