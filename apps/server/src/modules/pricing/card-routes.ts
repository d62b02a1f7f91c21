import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cardRefSchema, FUEL_LEVY_CALLS, levyMonthSchema, RATE_CARD_CALLS, recordIdSchema } from '@portal/domain/carrier/pricing-calls';
import type { Deps } from '../../deps';
import { payloadOf, staffAuthOf, type StaffGuards } from '../../http/staff-auth';
import { fuelLeviesWith } from './fuel-levies';
import { rateCardsWith } from './rate-cards';

// The pricing desk's cards, versions and fuel levies under /carrier/pricing (issue 27):
// RATE_CARD_CALLS and FUEL_LEVY_CALLS name them and who may make them.
export async function rateCardRoutes(base: FastifyInstance, { deps, staffGuards }: { deps: Deps; staffGuards: StaffGuards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const cards = rateCardsWith(deps);
  const levies = fuelLeviesWith(deps);
  const { pricingDesk, pricingCard, newVersion, rateVersion, versionLanes, saveVersionTerms, scheduleVersion, unscheduleVersion, deleteVersion } = RATE_CARD_CALLS;
  const { fuelLevies, setFuelLevy } = FUEL_LEVY_CALLS;
  const path = (call: { path: string }) => `/${call.path}`;
  const guard = staffGuards.of;
  const card = cardRefSchema;
  const version = recordIdSchema;

  app.get(path(pricingDesk), guard(pricingDesk), () => cards.desk());
  app.get(path(pricingCard), { ...guard(pricingCard), schema: { params: card } }, (request) => cards.card(request.params.card));
  app.post(path(newVersion), { ...guard(newVersion), schema: { params: card, body: payloadOf(newVersion) } }, (request) =>
    cards.newVersion(staffAuthOf(request), request.params.card, request.body),
  );
  app.get(path(rateVersion), { ...guard(rateVersion), schema: { params: version } }, (request) => cards.version(request.params.id));
  app.get(path(versionLanes), { ...guard(versionLanes), schema: { params: version, querystring: payloadOf(versionLanes) } }, (request) =>
    cards.lanes(request.params.id, request.query),
  );
  app.put(path(saveVersionTerms), { ...guard(saveVersionTerms), schema: { params: version, body: payloadOf(saveVersionTerms) } }, (request) =>
    cards.saveTerms(request.params.id, request.body),
  );
  app.post(path(scheduleVersion), { ...guard(scheduleVersion), schema: { params: version, body: payloadOf(scheduleVersion) } }, (request) =>
    cards.schedule(staffAuthOf(request), request.params.id, request.body.effectiveFrom),
  );
  app.post(path(unscheduleVersion), { ...guard(unscheduleVersion), schema: { params: version } }, (request) => cards.unschedule(request.params.id));
  app.delete(path(deleteVersion), { ...guard(deleteVersion), schema: { params: version } }, (request) => cards.remove(request.params.id));

  app.get(path(fuelLevies), guard(fuelLevies), () => levies.list());
  app.put(path(setFuelLevy), { ...guard(setFuelLevy), schema: { params: levyMonthSchema, body: payloadOf(setFuelLevy) } }, (request) =>
    levies.set(staffAuthOf(request), request.params.month, request.body.percent),
  );
}
