import { describe, expect, it } from 'vitest';
import type { OutboxAnswer } from '@portal/domain/api/operations';
import { call, errorOf } from '../../test/api';
import { buildUser } from '../../test/factories';
import { testApp } from '../../test/test-app';

const { app, db } = await testApp({ operationsKey: 'ops-secret' });
const { app: closed } = await testApp({ operationsKey: undefined });

const outbox = (target = app, headers: Record<string, string> = { 'x-operations-key': 'ops-secret' }, query = '') =>
  target.inject({ method: 'GET', url: `/ops/outbox${query}`, headers });

describe('GET /ops/outbox', () => {
  it('answers the stored mail, oldest first, for the right key', async () => {
    const first = await buildUser(db);
    const second = await buildUser(db);
    await call(app, 'POST', 'password/reset', { body: { username: first.username, email: first.email } });
    await call(app, 'POST', 'password/reset', { body: { username: second.username, email: second.email } });
    const { messages } = (await outbox()).json<OutboxAnswer>();
    expect(messages.map((m) => m.toAddress)).toEqual([first.email, second.email]);
    expect(messages[0]).toMatchObject({ subject: 'Your temporary Freight Portal password', sentAt: null, error: null });
    expect(typeof messages[0]?.createdAt).toBe('number');
    const filtered = (await outbox(app, { 'x-operations-key': 'ops-secret' }, `?to=${encodeURIComponent(second.email)}`)).json<OutboxAnswer>();
    expect(filtered.messages.map((m) => m.toAddress)).toEqual([second.email]);
  });

  it('refuses a missing or wrong key', async () => {
    expect(errorOf(await outbox(app, {}))).toMatchObject({ status: 403, header: 'The operations key is missing or wrong.' });
    expect(errorOf(await outbox(app, { 'x-operations-key': 'ops-secreT' })).status).toBe(403);
  });

  it('refuses everything when no key is configured', async () => {
    expect(errorOf(await outbox(closed, { 'x-operations-key': '' }))).toMatchObject({
      status: 403,
      header: 'The operations API is not configured.',
    });
  });

  it('is not reachable with a customer session', async () => {
    const token = (await call(app, 'POST', 'login', { body: { username: 'admin', password: 'Portal#2026' } })).json<{ user: { token: string } }>().user.token;
    expect((await outbox(app, { authorization: `Bearer ${token}` })).statusCode).toBe(403);
  });
});
