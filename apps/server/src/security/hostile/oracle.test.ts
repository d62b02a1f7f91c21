import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { problemOf } from './oracle';
import { UNKNOWN, type HostileRequest } from './requests';

// The hostile run's oracle must be able to fail: each kind of bad answer is named.

const schema = z.object({ name: z.string().max(5), count: z.number().optional() });

const answer = (statusCode: number, body: unknown, headers: Record<string, string> = {}) =>
  ({
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
    json: () => body,
  }) as unknown as LightMyRequestResponse;

const request = (seen: unknown): HostileRequest => ({ url: '/portal/x', body: JSON.stringify(seen), seen, changed: [], sent: seen });

describe('the hostile-input oracle', () => {
  it('refuses any 5xx', () => {
    expect(problemOf(answer(500, { error: SERVER_MESSAGES.internal }), request({ name: 'a' }), schema, 'body')).toMatch(/answered 500/);
  });

  it('refuses stack frames and database texts, even in a 4xx', () => {
    expect(problemOf(answer(400, { error: 'x\n    at run (/srv/app.js:10:5)' }), request({ name: 'a' }), schema, 'body')).toMatch(/stack frame/);
    expect(problemOf(answer(404, { error: 'SQLITE_ERROR: no such table' }), request({ name: 'a' }), schema, 'body')).toMatch(/SQLite/);
    expect(problemOf(answer(409, { error: 'relation "quotes" does not exist' }), request({ name: 'a' }), schema, 'body')).toMatch(/PostgreSQL/);
  });

  it('wants a refusal the schema predicts to be a 400 naming the refused field', () => {
    const seen = { name: 'too long' };
    expect(problemOf(answer(400, { error: 'name: must be at most 5 characters' }), request(seen), schema, 'body')).toBeNull();
    expect(problemOf(answer(400, { error: 'Please check the name.' }), request(seen), schema, 'body')).toMatch(/named no refused field/);
    expect(problemOf(answer(409, { error: 'name: too long' }), request(seen), schema, 'body')).toMatch(/answered 409/);
    expect(problemOf(answer(200, { success: true }), request(seen), schema, 'body')).toMatch(/to what the schema refuses \(name\)/);
  });

  it('wants a NUL or a lone surrogate in an accepted text refused by its field', () => {
    expect(problemOf(answer(400, { error: 'count: expected a number' }), request({ name: 'a\u0000' }), schema, 'body')).toMatch(/named no refused field \(name\)/);
    expect(problemOf(answer(200, { success: true }), request({ name: '\ud800' }), schema, 'body')).toMatch(/to what the schema refuses \(name\)/);
  });

  it('never accepts the generic sentence for a well-formed request, only for broken JSON', () => {
    const generic = answer(400, { error: SERVER_MESSAGES.badRequest });
    expect(problemOf(generic, request({ name: 'a' }), schema, 'body')).toMatch(/naming no field/);
    expect(problemOf(generic, { url: '/portal/x', body: '{', seen: UNKNOWN, changed: [], sent: '{' }, schema, 'body')).toBeNull();
  });

  it('judges a body as the parser leaves it: prototype keys removed', () => {
    const seen = JSON.parse('{"name":"a","__proto__":{"name":"too long"}}') as unknown;
    expect(problemOf(answer(200, { success: true }), request(seen), schema, 'body')).toBeNull();
    expect(problemOf(answer(400, { error: '__proto__: not allowed' }), request(seen), schema, 'body')).toBeNull();
  });
});
