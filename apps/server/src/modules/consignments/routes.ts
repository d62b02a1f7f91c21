import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ConsignmentsAnswer, ConsignmentView } from '@portal/domain/api/consignment';
import { consignmentsSchema, getConsignmentSchema } from '@portal/domain/consignment/consignment-schema';
import type { Deps } from '../../deps';
import { companyAuthOf, type Guards } from '../../http/session-auth';
import { createConsignmentsService } from './service';

// GET consignment and GET consignments under /portal/ (the consignment view and list).

export async function consignmentsRoutes(base: FastifyInstance, { deps, guards }: { deps: Deps; guards: Guards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const consignments = createConsignmentsService(deps);

  app.get(
    '/consignment',
    { preValidation: guards.company, schema: { querystring: getConsignmentSchema } },
    (request): Promise<ConsignmentView> => consignments.get(companyAuthOf(request), request.query.conNumber),
  );

  app.get(
    '/consignments',
    { preValidation: guards.company, schema: { querystring: consignmentsSchema } },
    (request): Promise<ConsignmentsAnswer> => consignments.list(companyAuthOf(request), request.query.search ?? ''),
  );
}
