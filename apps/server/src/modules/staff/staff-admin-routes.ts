import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import type { Deps } from '../../deps';
import { payloadOf, staffAuthOf, type StaffGuards } from '../../http/staff-auth';
import { createStaffService } from './service';

const params = z.object({ id: z.coerce.number().int().positive().max(2 ** 31) });

// Staff accounts, kept by Administrators (issue 26), under /carrier/staff.
export async function staffAdminRoutes(base: FastifyInstance, { deps, staffGuards }: { deps: Deps; staffGuards: StaffGuards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const staff = createStaffService(deps);
  const { listStaff, addStaff, changeStaff, resetStaffPassword, resetStaffSecondFactor } = CARRIER_CALLS;
  const path = (call: { path: string }) => `/${call.path}`;
  const guard = staffGuards.of;

  app.get(path(listStaff), guard(listStaff), () => staff.listStaff());
  app.post(path(addStaff), { ...guard(addStaff), schema: { body: payloadOf(addStaff) } }, (request) => staff.addStaff(request.body));
  app.put(path(changeStaff), { ...guard(changeStaff), schema: { params, body: payloadOf(changeStaff) } }, (request) =>
    staff.changeStaff(staffAuthOf(request), request.params.id, request.body),
  );
  app.post(path(resetStaffPassword), { ...guard(resetStaffPassword), schema: { params } }, (request) => staff.resetStaffPassword(request.params.id));
  app.post(path(resetStaffSecondFactor), { ...guard(resetStaffSecondFactor), schema: { params } }, (request) =>
    staff.resetStaffSecondFactor(request.params.id),
  );
}
