import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addAnswerCheck, takeAnswerViolations } from './answer-check';
import { onCleanup } from './cleanup';

// The server's answer check must catch an answer outside its schema, also a compressed one, and
// leave alone errors, bytes and what is not a call. Routes here stand in for the real ones.

const settings = { name: 'Jo', phone: '', email: 'jo@example.com', username: 'jo', role: 'Admin', version: 1 };

async function appAnswering(answer: (query: Record<string, string>) => unknown) {
  const app = Fastify();
  onCleanup(() => app.close());
  app.addHook('onRoute', addAnswerCheck);
  app.get('/portal/settings', async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query.status) reply.code(Number(query.status));
    if (query.gzip) return reply.type('application/json').header('content-encoding', 'gzip').send(gzipSync(JSON.stringify(answer(query))));
    return answer(query);
  });
  app.get('/ops/outbox/:id/attachments/:index', async (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF')));
  app.get('/portal/not-a-call', async () => ({ anything: true }));
  await app.ready();
  return app;
}

describe('the answer check', () => {
  it('records a 2xx answer outside its schema, naming the call and the fields', async () => {
    const app = await appAnswering(() => ({ ...settings, role: 3 }));
    await app.inject({ method: 'GET', url: '/portal/settings' });
    await app.inject({ method: 'GET', url: '/portal/settings?gzip=1' });
    expect(takeAnswerViolations()).toEqual([
      'GET /portal/settings (getSettings) answered 200 outside its answer schema: role: Invalid input: expected string, received number',
      'GET /portal/settings?gzip=1 (getSettings) answered 200 outside its answer schema: role: Invalid input: expected string, received number',
    ]);
  });

  it('accepts an answer of its schema, with fields the type does not name', async () => {
    const app = await appAnswering(() => ({ ...settings, addedLater: true }));
    await app.inject({ method: 'GET', url: '/portal/settings' });
    await app.inject({ method: 'GET', url: '/portal/settings?gzip=1' });
    expect(takeAnswerViolations()).toEqual([]);
  });

  it('leaves alone error answers, answers that are not JSON and routes that are not calls', async () => {
    const app = await appAnswering(() => ({ error: 'Not found.' }));
    await app.inject({ method: 'GET', url: '/portal/settings?status=404' });
    await app.inject({ method: 'GET', url: '/ops/outbox/1/attachments/0' });
    await app.inject({ method: 'GET', url: '/portal/not-a-call' });
    expect(takeAnswerViolations()).toEqual([]);
  });
});
