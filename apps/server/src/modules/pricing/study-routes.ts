import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRICE_STUDY_CALLS, type ImpactAnswer, type PriceCheckAnswer, type SuburbsAnswer } from '@portal/domain/carrier/pricing-calls';
import type { Deps } from '../../deps';
import { payloadOf, type StaffGuards } from '../../http/staff-auth';
import { priceCheck, pricingSuburbs } from './price-check';
import { versionImpact } from './version-impact';

// The pricing desk's studies under /carrier/ (issue 27): what a change would cost, the price
// check and its suburb pickers. PRICE_STUDY_CALLS names them and who may make them; all read.
export async function priceStudyRoutes(base: FastifyInstance, { deps, staffGuards }: { deps: Deps; staffGuards: StaffGuards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const { versionImpact: impact, pricingSuburbs: suburbs, priceCheck: check } = PRICE_STUDY_CALLS;
  const path = (call: { path: string }) => `/${call.path}`;
  const guard = staffGuards.of;

  app.get(path(impact), { ...guard(impact), schema: { params: payloadOf(impact) } }, (request): Promise<ImpactAnswer> => versionImpact(db, request.params.id, config.now()));
  app.get(path(suburbs), { ...guard(suburbs), schema: { querystring: payloadOf(suburbs) } }, (request): Promise<SuburbsAnswer> =>
    pricingSuburbs(db, request.query, config.now()),
  );
  app.post(path(check), { ...guard(check), schema: { body: payloadOf(check) } }, (request): Promise<PriceCheckAnswer> => priceCheck(db, request.body, config.now()));
}
