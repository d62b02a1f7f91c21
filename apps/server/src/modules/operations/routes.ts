import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import { OPERATIONS_KEY_HEADER, type OperationsAnswer, type OutboxAnswer } from '@portal/domain/api/operations';
import { epochOf } from '@portal/domain/consignment/operations-schema';
import { trackingCodeOf } from '@portal/domain/tracking/event-codes';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import type { Deps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { findAttachment, listOutbox } from '../mail/service';
import type { Operations } from './service';

// The carrier's operations API (DESIGN.md): guarded by an operations key, never by a customer
// session. With no key configured it refuses everything rather than being open. Scans, PODs
// and scanned originals go through the same operations the simulator uses (service.ts).

const digest = (text: string) => createHash('sha256').update(text).digest();

export function assertOperationsKey(request: FastifyRequest, configured: string | undefined): void {
  if (!configured) throw forbidden(SERVER_MESSAGES.operationsNotConfigured);
  const given = request.headers[OPERATIONS_KEY_HEADER];
  // Compare digests: equal length, and the time taken says nothing about the key.
  if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(configured))) {
    throw forbidden(SERVER_MESSAGES.operationsKeyWrong);
  }
}

/** Scanned originals are a few megabytes; everything else stays under the app's 1 MB. */
const SCANNED_BODY_LIMIT = 8 * 1024 * 1024;

export async function operationsRoutes(base: FastifyInstance, { deps, operations }: { deps: Deps; operations: Operations }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => assertOperationsKey(request, deps.config.operationsKey));

  app.get('/outbox', { schema: { querystring: REQUEST_SCHEMAS.outbox } }, async (request): Promise<OutboxAnswer> => ({
    messages: await listOutbox(deps.db, request.query),
  }));

  app.get('/outbox/:id/attachments/:index', { schema: { params: REQUEST_SCHEMAS.outboxAttachment } }, async (request, reply) => {
    const attachment = await findAttachment(deps.db, request.params.id, request.params.index);
    if (!attachment) throw notFound();
    return reply.type(attachment.contentType).header('content-disposition', `attachment; filename="${attachment.fileName}"`).send(attachment.content);
  });

  app.post('/events', { schema: { body: REQUEST_SCHEMAS.scanEvent } }, async (request): Promise<OperationsAnswer> => {
    const { conNumber, code, at, depot } = request.body;
    await operations.recordScan(conNumber, { code, at: epochOf(at), ...(depot ? { depot } : {}) });
    return { success: true, message: `${code} ${trackingCodeOf(code)?.name ?? ''} recorded for ${conNumber}.` };
  });

  app.post('/pod', { schema: { body: REQUEST_SCHEMAS.signPod } }, async (request): Promise<OperationsAnswer> => {
    const { conNumber, signedBy, signature, at } = request.body;
    await operations.signPod(conNumber, { signedBy, signature: Buffer.from(signature, 'base64'), at: epochOf(at) });
    return { success: true, message: `Proof of delivery recorded for ${conNumber}.` };
  });

  app.post('/scanned', { bodyLimit: SCANNED_BODY_LIMIT, schema: { body: REQUEST_SCHEMAS.scannedOriginal } }, async (request): Promise<OperationsAnswer> => {
    await operations.sendScannedOriginal(request.body.conNumber, Buffer.from(request.body.content, 'base64'));
    return { success: true, message: `Scanned original recorded for ${request.body.conNumber}.` };
  });
}
