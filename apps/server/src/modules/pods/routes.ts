import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import type { Pod } from '@portal/domain/api/pod';
import type { Deps } from '../../deps';
import { companyAuthOf, type Guards } from '../../http/session-auth';
import { createPodsService } from './service';

// GET pod under /portal/: one proof of delivery (the /pod screen; the list is documents/list POD).

export async function podsRoutes(base: FastifyInstance, { deps, guards }: { deps: Deps; guards: Guards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const pods = createPodsService(deps);

  app.get('/pod', { preValidation: guards.company, schema: { querystring: REQUEST_SCHEMAS.getPod } }, (request): Promise<Pod> =>
    pods.get(companyAuthOf(request), request.query.podNumber),
  );
}
