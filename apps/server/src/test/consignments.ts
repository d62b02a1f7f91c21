import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OPERATIONS_KEY_HEADER } from '@portal/domain/api/operations';
import type { PickupConvertAnswer, PickupDraft } from '@portal/domain/api/pickup';
import type { GenerateDocumentAnswer, GenerateDocumentInput } from '@portal/domain/api/documents';
import type { Db } from '../db/database';
import { findAttachments } from '../modules/mail/repo';
import { drawnSignature } from '../modules/pods/signature-png';
import { call } from './api';
import { createPickup } from './pickup-drafts';

// Consignments for the API tests: booked as a customer books them (a pickup, then Create
// Consignment), moved on through the operations API, documents fetched as a browser fetches them.

export const TEST_OPERATIONS_KEY = 'test-operations-key';

/** A new pickup's consignment (electronic connote unless one is given). */
export async function bookConsignment(app: FastifyInstance, token: string, over: Partial<PickupDraft> = {}, conNumber = ''): Promise<string> {
  const { pickupNumber } = await createPickup(app, token, over);
  const response = await call(app, 'POST', 'pickups/convert', { token, body: { pickupNumber, conNumber, ExtraEmail: '' } });
  if (response.statusCode !== 200) throw new Error(`pickups/convert: ${response.statusCode} ${response.body}`);
  return response.json<PickupConvertAnswer>().conNumber;
}

/** An operations call with the key (or another key, or none). */
export function ops(app: FastifyInstance, method: 'GET' | 'POST', path: string, body?: unknown, key: string | null = TEST_OPERATIONS_KEY): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/ops/${path}`,
    headers: key === null ? {} : { [OPERATIONS_KEY_HEADER]: key },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** Scans each code in turn; throws on the first refusal. */
export async function scan(app: FastifyInstance, conNumber: string, codes: readonly number[]): Promise<void> {
  for (const code of codes) {
    const response = await ops(app, 'POST', 'events', { conNumber, code });
    if (response.statusCode !== 200) throw new Error(`ops/events ${code}: ${response.statusCode} ${response.body}`);
  }
}

export async function deliver(app: FastifyInstance, conNumber: string, signedBy = 'Mia Costa'): Promise<void> {
  const response = await ops(app, 'POST', 'pod', { conNumber, signedBy, signature: drawnSignature(signedBy).toString('base64') });
  if (response.statusCode !== 200) throw new Error(`ops/pod: ${response.statusCode} ${response.body}`);
}

export async function generate(app: FastifyInstance, token: string, query: GenerateDocumentInput): Promise<LightMyRequestResponse> {
  return call(app, 'GET', 'documents/generate', { token, query: query as unknown as Record<string, string> });
}

/** generate, then the PDF from its signed URL, with no session: as a browser tab opens it. */
export async function fetchDocument(app: FastifyInstance, token: string, query: GenerateDocumentInput) {
  const generated = await generate(app, token, query);
  if (generated.statusCode !== 200) throw new Error(`documents/generate: ${generated.statusCode} ${generated.body}`);
  const answer = generated.json<GenerateDocumentAnswer>();
  const pdf = await app.inject({ method: 'GET', url: answer.url });
  return { answer, pdf };
}

/** The messages to an address once every delivery started has finished, each with its attachments. */
export async function copyMailsTo(t: { app: FastifyInstance; db: Db }, address: string) {
  await t.app.deps.mailer.idle();
  const messages = await t.db.selectFrom('outbox').selectAll().where('toAddress', '=', address).orderBy('id').execute();
  const attachments = await findAttachments(t.db, messages.map((m) => m.id));
  return messages.map((m) => ({ ...m, attachments: attachments.filter((a) => a.messageId === m.id) }));
}
