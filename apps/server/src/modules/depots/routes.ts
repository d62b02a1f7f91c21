import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEPOT_CALLS, depotCodeSchema as params } from '@portal/domain/carrier/depot-calls';
import { depotFormSchema } from '@portal/domain/carrier/depot-form';
import type { Deps } from '../../deps';
import type { StaffGuards } from '../../http/staff-auth';
import { createDepotsService } from './service';

// The back office's depots (issue 26), under /carrier/depots: DEPOT_CALLS names them.
export async function depotsRoutes(base: FastifyInstance, { deps, staffGuards }: { deps: Deps; staffGuards: StaffGuards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const depots = createDepotsService(deps);
  const { depots: list, addDepot, editDepot, deleteDepot } = DEPOT_CALLS;
  const path = (call: { path: string }) => `/${call.path}`;
  const guard = staffGuards.of;

  app.get(path(list), guard(list), () => depots.list());
  app.post(path(addDepot), { ...guard(addDepot), schema: { body: depotFormSchema } }, (request) => depots.add(request.body));
  app.put(path(editDepot), { ...guard(editDepot), schema: { params, body: depotFormSchema } }, (request) => depots.edit(request.params.code, request.body));
  app.delete(path(deleteDepot), { ...guard(deleteDepot), schema: { params } }, (request) => depots.remove(request.params.code));
}
