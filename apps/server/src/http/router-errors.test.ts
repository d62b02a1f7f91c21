import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { errorOf } from '../test/api';
import { testApp } from '../test/test-app';

// Issue 13: a path Fastify's router cannot read is refused before any route, in the service's
// error shape (error-handler.ts's routerError), never in Fastify's own that echoes the path.

const { app } = await testApp();

describe('paths the router cannot read', () => {
  it('answers a broken percent escape in a path part with a 400 in our shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/portal/gazetteer/%E0%A4%A' });
    const error = errorOf(response);
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ error: SERVER_MESSAGES.badUrl });
    expect(error.header).toBe(SERVER_MESSAGES.badUrl);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a path part beyond 100 characters with a 414 that does not echo it', async () => {
    const response = await app.inject({ method: 'GET', url: `/ops/outbox/${'9'.repeat(101)}/attachments/0` });
    const error = errorOf(response);
    expect(error.status).toBe(414);
    expect(error.body).toEqual({ error: SERVER_MESSAGES.urlPartTooLong });
    expect(response.body).not.toContain('9'.repeat(101));
  });

  it('still names the field of a readable path part its schema refuses', async () => {
    const error = errorOf(await app.inject({ method: 'GET', url: `/portal/gazetteer/${encodeURIComponent('../etc/passwd')}` }));
    expect(error.status).toBe(400);
    expect(error.body.error).toBe('hash: is not in the expected format');
  });
});
