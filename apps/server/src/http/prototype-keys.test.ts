import { describe, expect, it } from 'vitest';
import { call, errorOf } from '../test/api';
import { testApp } from '../test/test-app';
import { DEMO_PASSWORD } from '../db/seed/demo-users';

// Issue 13: JSON keys that would reach a prototype (`__proto__`, `constructor.prototype`) are
// dropped as any unknown field is (app.ts, onProtoPoisoning 'remove'): the rest of the request is
// judged on its own, a refusal names its real fields, and no object of the process is polluted.

const { app } = await testApp();

/** The JSON text itself: an object literal's `__proto__` would set its prototype, not a key. */
const withKey = (fields: Record<string, unknown>, key: string, value: unknown) => `${JSON.stringify(fields).slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(value)}}`;

const post = (path: string, payload: string) => app.inject({ method: 'POST', url: `/portal/${path}`, headers: { 'content-type': 'application/json' }, payload });

describe('prototype keys in a JSON body', () => {
  it('signs in when the rest of the body is valid, and pollutes nothing', async () => {
    const response = await post('login', withKey({ username: 'booker', password: DEMO_PASSWORD }, '__proto__', { isAdmin: true }));
    expect(response.statusCode).toBe(200);
    expect(Object.hasOwn(Object.prototype, 'isAdmin')).toBe(false);
  });

  it('drops a constructor carrying a prototype the same way', async () => {
    const response = await post('login', withKey({ username: 'booker', password: DEMO_PASSWORD }, 'constructor', { prototype: { isAdmin: true } }));
    expect(response.statusCode).toBe(200);
    expect(Object.hasOwn(Object.prototype, 'isAdmin')).toBe(false);
  });

  it('names the refused fields, not the generic sentence', async () => {
    const error = errorOf(await post('login', withKey({ username: 5, password: DEMO_PASSWORD }, '__proto__', { username: 'booker' })));
    expect(error.status).toBe(400);
    expect(error.body.error).toBe('username: expected a string');
  });

  it('keeps a plain constructor field as an unknown field', async () => {
    const response = await call(app, 'POST', 'login', { body: { username: 'booker', password: DEMO_PASSWORD, constructor: 'x' } });
    expect(response.statusCode).toBe(200);
  });
});
