import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import type { DgDescriptionAnswer, PpiAnswer } from '@portal/domain/api/reference';
import type { Deps } from '../../deps';
import type { Guards } from '../../http/session-auth';
import { dgDescriptionAnswer } from './dangerous-goods';
import { ppiList } from './service';

// Spec 02 section 7: GET dg/description and POST options/ppi, for any wizard of a signed-in
// company. They answer reference data only, so no permission beyond the company session.

export async function referenceRoutes(base: FastifyInstance, { deps, guards }: { deps: Deps; guards: Guards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/dg/description',
    { preValidation: guards.company, schema: { querystring: REQUEST_SCHEMAS.dgDescription } },
    (request): DgDescriptionAnswer => dgDescriptionAnswer(request.query.class, request.query.code),
  );

  app.post(
    '/options/ppi',
    { preValidation: guards.company, schema: { body: REQUEST_SCHEMAS.ppiOptions } },
    (request): Promise<PpiAnswer> => ppiList(deps.db, request.body.rate),
  );
}
