import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type {
  DropFreightDraft,
  DropFreightSaveAnswer,
  DropFreightsAnswer,
  QuoteDropFreightAnswer,
  ValidateAnswer,
} from '@portal/domain/api/drop-freight';
import type { DuplicateAnswer } from '@portal/domain/api/quote';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import type { Deps } from '../../deps';
import { sendRevalidated } from '../../http/cacheable-answer';
import { companyAuthOf, type Guards } from '../../http/session-auth';
import { auditTrailOf } from '../../http/audit-trail';
import { bookOnce, claimOf } from '../bookings/service';
import { createEditDropFreightService } from './edit-drop-freight';
import { createNewDropFreightService } from './new-drop-freight';
import { createDropFreightService } from './service';
import { createValidateDropFreightService } from './validate-drop-freight';

// Spec 02 section 7, the drop-freight calls under /portal/: GET and POST dropfreight (from a
// quote), GET directdropfreight/existing, GET and POST directdropfreight/new and /edit, POST
// directdropfreight/duplicate, GET and POST directdropfreight/validate. The booking POSTs honour
// an Idempotency-Key header (decision 0019).

export async function dropFreightRoutes(base: FastifyInstance, { deps, guards }: { deps: Deps; guards: Guards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const dropFreight = createDropFreightService(deps);
  const created = createNewDropFreightService(deps);
  const edited = createEditDropFreightService(deps);
  const validate = createValidateDropFreightService(deps);
  const { db, config } = deps;
  const company = { preValidation: guards.company };

  app.get('/dropfreight', { ...company, schema: { querystring: REQUEST_SCHEMAS.dropFreightOptions } }, async (request, reply) =>
    sendRevalidated(request, reply, await dropFreight.quoteOptions(companyAuthOf(request), request.query.quote)),
  );

  app.post('/dropfreight', { ...company, schema: { body: REQUEST_SCHEMAS.quoteDropFreight } }, (request, reply): Promise<QuoteDropFreightAnswer> => {
    const auth = companyAuthOf(request);
    return bookOnce(db, reply, claimOf(request, auth.companyId, 'dropfreight'), config.now(), auditTrailOf(request), (c) => created.fromQuote(auth, request.body, c));
  });

  app.get('/directdropfreight/existing', { ...company, schema: { querystring: REQUEST_SCHEMAS.getDropFreights } }, (request): Promise<DropFreightsAnswer> =>
    dropFreight.list(companyAuthOf(request), request.query),
  );

  app.get('/directdropfreight/new', company, async (request, reply) =>
    sendRevalidated(request, reply, await dropFreight.options(companyAuthOf(request))),
  );

  app.post('/directdropfreight/new', { ...company, schema: { body: REQUEST_SCHEMAS.dropFreightNew } }, (request, reply): Promise<DropFreightSaveAnswer> => {
    const auth = companyAuthOf(request);
    return bookOnce(db, reply, claimOf(request, auth.companyId, 'directdropfreight/new'), config.now(), auditTrailOf(request), (c) => created.create(auth, request.body, c));
  });

  app.get(
    '/directdropfreight/edit',
    { ...company, schema: { querystring: REQUEST_SCHEMAS.getDropFreight } },
    (request): Promise<DropFreightDraft> => dropFreight.get(companyAuthOf(request), request.query.conNumber ?? request.query.consignment ?? ''),
  );

  app.post('/directdropfreight/edit', { ...company, schema: { body: REQUEST_SCHEMAS.dropFreightEdit } }, (request, reply): Promise<DropFreightSaveAnswer> => {
    const auth = companyAuthOf(request);
    return bookOnce(db, reply, claimOf(request, auth.companyId, 'directdropfreight/edit'), config.now(), auditTrailOf(request), (c) => edited.edit(auth, request.body, c));
  });

  app.post(
    '/directdropfreight/duplicate',
    { ...company, schema: { body: REQUEST_SCHEMAS.duplicateDropFreight } },
    (request, reply): Promise<DuplicateAnswer> => {
      const auth = companyAuthOf(request);
      const claim = claimOf(request, auth.companyId, 'directdropfreight/duplicate');
      return bookOnce(db, reply, claim, config.now(), auditTrailOf(request), (c) => dropFreight.duplicate(auth, request.body.recordNumber, c));
    },
  );

  app.get(
    '/directdropfreight/validate',
    { ...company, schema: { querystring: REQUEST_SCHEMAS.validateConnote } },
    (request): Promise<ValidateAnswer> => validate.connote(companyAuthOf(request), request.query.conNumber),
  );

  app.post(
    '/directdropfreight/validate',
    { ...company, schema: { body: REQUEST_SCHEMAS.validateDropFreight } },
    (request): Promise<ValidateAnswer> => validate.draft(companyAuthOf(request), request.body),
  );
}
