import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import type { ConsignmentsAnswer, ConsignmentView } from '@portal/domain/api/consignment';
import type { Deps } from '../../deps';
import { companyAuthOf, type Guards } from '../../http/session-auth';
import { createConsignmentsService } from './service';

// GET consignment and GET consignments under /portal/ (the consignment view and list).

export async function consignmentsRoutes(base: FastifyInstance, { deps, guards }: { deps: Deps; guards: Guards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const consignments = createConsignmentsService(deps);

  app.get(
    '/consignment',
    { preValidation: guards.company, schema: { querystring: REQUEST_SCHEMAS.getConsignment } },
    (request): Promise<ConsignmentView> => consignments.get(companyAuthOf(request), request.query.conNumber),
  );

  app.get(
    '/consignments',
    { preValidation: guards.company, schema: { querystring: REQUEST_SCHEMAS.getConsignments } },
    (request): Promise<ConsignmentsAnswer> => consignments.list(companyAuthOf(request), request.query),
  );
}
