import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import type { StaffGuards } from '../../http/staff-auth';
import { rateCardRoutes } from './card-routes';
import { rateSheetRoutes } from './sheet-routes';
import { priceStudyRoutes } from './study-routes';

// The pricing desk's calls under /carrier/pricing (issue 27), one plugin per group of pricing-calls.ts.
export async function pricingRoutes(app: FastifyInstance, options: { deps: Deps; staffGuards: StaffGuards }) {
  await app.register(rateCardRoutes, options);
  await app.register(rateSheetRoutes, options);
  await app.register(priceStudyRoutes, options);
}
