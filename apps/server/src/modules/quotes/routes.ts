import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import type { AcceptQuoteAnswer, DuplicateAnswer, Quote, QuoteNewAnswer, QuotesAnswer } from '@portal/domain/api/quote';
import type { Deps } from '../../deps';
import { auditTrailOf } from '../../http/audit-trail';
import { sendRevalidated } from '../../http/cacheable-answer';
import { auditedCommit } from '../bookings/service';
import { companyAuthOf, type Guards } from '../../http/session-auth';
import { createQuotesService } from './service';

// Spec 02 section 7, the quote calls: GET and POST quoteNew, GET and POST quote, GET quotes and
// POST quotes/duplicate, under /portal/.

export async function quotesRoutes(base: FastifyInstance, { deps, guards }: { deps: Deps; guards: Guards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const quotes = createQuotesService(deps);

  app.get('/quoteNew', { preValidation: guards.company }, async (request, reply) =>
    sendRevalidated(request, reply, await quotes.options(companyAuthOf(request))),
  );

  app.post(
    '/quoteNew',
    { preValidation: guards.company, schema: { body: REQUEST_SCHEMAS.quoteNew } },
    (request): Promise<QuoteNewAnswer> => quotes.save(companyAuthOf(request), request.body, auditedCommit(auditTrailOf(request))),
  );

  app.get(
    '/quote',
    { preValidation: guards.company, schema: { querystring: REQUEST_SCHEMAS.getQuote } },
    (request): Promise<Quote> => quotes.get(companyAuthOf(request), request.query.quote),
  );

  app.post(
    '/quote',
    { preValidation: guards.company, schema: { body: REQUEST_SCHEMAS.acceptQuote } },
    (request): Promise<AcceptQuoteAnswer> => quotes.accept(companyAuthOf(request), request.body),
  );

  app.get('/quotes', { preValidation: guards.company, schema: { querystring: REQUEST_SCHEMAS.getQuotes } }, (request): Promise<QuotesAnswer> =>
    quotes.list(companyAuthOf(request), request.query),
  );

  app.post(
    '/quotes/duplicate',
    { preValidation: guards.company, schema: { body: REQUEST_SCHEMAS.duplicateQuote } },
    (request): Promise<DuplicateAnswer> => quotes.duplicate(companyAuthOf(request), request.body.quoteNumber, auditedCommit(auditTrailOf(request))),
  );
}
