import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import type { DgDescriptionAnswer, PpiAnswer } from '@portal/domain/api/reference';
import type { Deps } from '../../deps';
import { sendImmutable } from '../../http/cacheable-answer';
import type { Guards } from '../../http/session-auth';
import { dgDescriptionAnswer } from './dangerous-goods';
import { findGazetteer } from './gazetteer';
import { ppiList } from './service';
import { setCarrierTimeZone } from './tariff';

// Spec 02 section 7: GET dg/description and POST options/ppi, for any wizard of a signed-in
// company. They answer reference data only, so no permission beyond the company session.
// GET gazetteer/{hash} (decision 0028) needs no session at all: public geography and the carrier's
// General card without prices, found only by the hash an options answer gives.

export async function referenceRoutes(base: FastifyInstance, { deps, guards }: { deps: Deps; guards: Guards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // The carrier's clock the tariff's days and levy months follow (issue 27), set before any call prices.
  setCarrierTimeZone(deps.db, deps.config.carrierTimeZone);

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

  app.get('/gazetteer/:hash', { schema: { params: REQUEST_SCHEMAS.gazetteer } }, async (request, reply) =>
    sendImmutable(request, reply, await findGazetteer(deps.db, request.params.hash)),
  );
}
