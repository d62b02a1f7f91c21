import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATIONS_KEY_HEADER, type OutboxAnswer } from '@portal/domain/api/operations';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import type { Deps } from '../../deps';
import { forbidden } from '../../http/errors';
import { listOutbox } from '../mail/repo';

// The carrier's operations API (DESIGN.md): guarded by an operations key, never by a customer
// session. With no key configured it refuses everything rather than being open.

const digest = (text: string) => createHash('sha256').update(text).digest();

export function assertOperationsKey(request: FastifyRequest, configured: string | undefined): void {
  if (!configured) throw forbidden(SERVER_MESSAGES.operationsNotConfigured);
  const given = request.headers[OPERATIONS_KEY_HEADER];
  // Compare digests: equal length, and the time taken says nothing about the key.
  if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(configured))) {
    throw forbidden(SERVER_MESSAGES.operationsKeyWrong);
  }
}

const outboxQuery = z.object({
  to: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

export async function operationsRoutes(base: FastifyInstance, { deps }: { deps: Deps }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/outbox',
    { onRequest: async (request) => assertOperationsKey(request, deps.config.operationsKey), schema: { querystring: outboxQuery } },
    async (request): Promise<OutboxAnswer> => ({ messages: await listOutbox(deps.db, request.query) }),
  );
}
