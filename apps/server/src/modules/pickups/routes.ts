import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import type { DuplicateAnswer } from '@portal/domain/api/quote';
import type { PickupConvertAnswer, PickupDraft, PickupSaveAnswer, PickupsAnswer } from '@portal/domain/api/pickup';
import type { Deps } from '../../deps';
import { sendRevalidated } from '../../http/cacheable-answer';
import { companyAuthOf, type Guards } from '../../http/session-auth';
import { createConvertPickupService } from './convert-pickup';
import { auditTrailOf } from '../../http/audit-trail';
import { auditedCommit, bookOnce, claimOf } from '../bookings/service';
import { createQuoteConvertService } from './quote-convert';
import { createPickupsService } from './service';

// Spec 02 section 7, the pickup calls under /portal/: GET and POST pickups/new, GET and POST
// pickups/edit, POST pickups/convert, GET pickups/list, POST pickups/duplicate, GET and POST
// quoteConvert. The booking POSTs honour an Idempotency-Key header (decision 0019).

export async function pickupsRoutes(base: FastifyInstance, { deps, guards }: { deps: Deps; guards: Guards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const pickups = createPickupsService(deps);
  const quoteConvert = createQuoteConvertService(deps);
  const convert = createConvertPickupService(deps);
  const { db, config } = deps;

  app.get('/pickups/new', { preValidation: guards.company }, async (request, reply) =>
    sendRevalidated(request, reply, await pickups.options(companyAuthOf(request))),
  );

  app.post('/pickups/new', { preValidation: guards.company, schema: { body: REQUEST_SCHEMAS.pickupNew } }, (request, reply): Promise<PickupSaveAnswer> => {
    const auth = companyAuthOf(request);
    const claim = claimOf(request, auth.companyId, 'pickups/new');
    return bookOnce(db, reply, claim, config.now(), auditTrailOf(request), (c) => pickups.create(auth, request.body, c));
  });

  app.get(
    '/pickups/edit',
    { preValidation: guards.company, schema: { querystring: REQUEST_SCHEMAS.getPickup } },
    (request): Promise<PickupDraft> => pickups.get(companyAuthOf(request), request.query.pickupNumber),
  );

  app.post('/pickups/edit', { preValidation: guards.company, schema: { body: REQUEST_SCHEMAS.pickupEdit } }, (request, reply): Promise<PickupSaveAnswer> => {
    const auth = companyAuthOf(request);
    const claim = claimOf(request, auth.companyId, 'pickups/edit');
    return bookOnce(db, reply, claim, config.now(), auditTrailOf(request), (c) => pickups.edit(auth, request.body, c));
  });

  app.post(
    '/pickups/convert',
    { preValidation: guards.company, schema: { body: REQUEST_SCHEMAS.pickupConvert } },
    (request, reply): Promise<PickupConvertAnswer> => {
      const auth = companyAuthOf(request);
      const claim = claimOf(request, auth.companyId, 'pickups/convert');
      return bookOnce(db, reply, claim, config.now(), auditTrailOf(request), (c) => convert.convert(auth, request.body, c));
    },
  );

  app.get('/pickups/list', { preValidation: guards.company, schema: { querystring: REQUEST_SCHEMAS.getPickups } }, (request): Promise<PickupsAnswer> =>
    pickups.list(companyAuthOf(request), request.query),
  );

  app.post(
    '/pickups/duplicate',
    { preValidation: guards.company, schema: { body: REQUEST_SCHEMAS.duplicatePickup } },
    (request): Promise<DuplicateAnswer> => pickups.duplicate(companyAuthOf(request), request.body.pickupNumber, auditedCommit(auditTrailOf(request))),
  );

  app.get('/quoteConvert', { preValidation: guards.company, schema: { querystring: REQUEST_SCHEMAS.quoteConvertOptions } }, async (request, reply) =>
    sendRevalidated(request, reply, await quoteConvert.options(companyAuthOf(request), request.query.quote)),
  );

  app.post('/quoteConvert', { preValidation: guards.company, schema: { body: REQUEST_SCHEMAS.quoteConvert } }, (request, reply): Promise<PickupSaveAnswer> => {
    const auth = companyAuthOf(request);
    const claim = claimOf(request, auth.companyId, 'quoteConvert');
    return bookOnce(db, reply, claim, config.now(), auditTrailOf(request), (c) => quoteConvert.convert(auth, request.body, c));
  });
}
