import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { GenerateDocumentAnswer } from '@portal/domain/api/documents';
import type { Session } from '@portal/domain/api/session';
import { ACME, DEMO_PASSWORD } from '../db/seed/demo-users';
import { call, login, loginAnswer } from '../test/api';
import { bookConsignment, generate, ops, scan, TEST_OPERATIONS_KEY } from '../test/consignments';
import { buildUser, companyIdByName } from '../test/factories';
import { testApp } from '../test/test-app';

// Issue 13: at the most verbose level the log holds no session token, password, temporary
// password, operations key or signed-URL signature, whichever way a call carried it (body,
// Authorization, the query, X-Operations-Key), answered or refused.

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const { app, db } = await testApp({ logLevel: 'trace' }, { logStream: capture });
const acmeId = await companyIdByName(db, ACME);

/** Every secret the calls below used, by what it is (the name is what a failure prints). */
const secrets = new Map<string, string>([
  ['demo password', DEMO_PASSWORD],
  ['operations key', TEST_OPERATIONS_KEY],
]);

async function temporaryPasswordFor(address: string): Promise<string> {
  const mail = await db.selectFrom('outbox').select('body').where('toAddress', '=', address).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const password = /Temporary password: (\S+)/.exec(mail.body)?.[1];
  if (!password) throw new Error(`no temporary password mailed to ${address}`);
  return password;
}

describe('the log at trace level', () => {
  it('records the calls it should', async () => {
    // Sign in, choose a company, keep alive with the token in the query (spec 01 section 7), log out.
    const first = (await loginAnswer(app, 'admin')).json<Session>().user.token;
    secrets.set('session token', first);
    const chosen = (await call(app, 'PUT', 'login', { token: first, body: { id: acmeId } })).json<Session>().user.token;
    secrets.set('chosen company token', chosen);
    expect((await app.inject({ method: 'GET', url: `/portal/login?token=${encodeURIComponent(chosen)}` })).statusCode).toBe(200);
    // The query parser decodes names: an encoded name still carries the token.
    expect((await app.inject({ method: 'GET', url: `/portal/login?%74oken=${encodeURIComponent(chosen)}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/portal/login?token=${encodeURIComponent(chosen)}` })).statusCode).toBe(200);
    // A stale token refused: the 401 must not log it either.
    expect((await call(app, 'GET', 'settings', { token: chosen })).statusCode).toBe(401);

    // A temporary password: reset, sign in with it, choose a new one; a wrong one refused.
    const user = await buildUser(db);
    secrets.set('factory password', user.password);
    expect((await call(app, 'POST', 'password/reset', { body: { username: user.username, email: user.email } })).statusCode).toBe(200);
    const temporary = await temporaryPasswordFor(user.email);
    secrets.set('temporary password', temporary);
    const withTemporary = (await loginAnswer(app, user.username, temporary)).json<Session>().user.token;
    secrets.set('temporary session token', withTemporary);
    const chosenPassword = 'Chosen#Secret47';
    secrets.set('new password', chosenPassword);
    const body = { currentPassword: temporary, newPassword: chosenPassword, confirmPassword: chosenPassword };
    expect((await call(app, 'POST', 'changepassword', { token: withTemporary, body })).statusCode).toBe(200);
    const wrongPassword = 'Wrong#Secret47';
    secrets.set('wrong password', wrongPassword);
    expect((await loginAnswer(app, user.username, wrongPassword)).statusCode).toBe(400);

    // A document: generate, then the PDF from its signed URL, and a forged signature refused.
    const booker = await login(app, 'booker', { companyId: acmeId });
    secrets.set('booker token', booker);
    const conNumber = await bookConsignment(app, booker);
    const { url } = (await generate(app, booker, { docRN: conNumber, docType: 'CON' })).json<GenerateDocumentAnswer>();
    secrets.set('signature', new URL(url, 'http://portal').searchParams.get('sig')!);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const forged = `${secrets.get('signature')!.slice(0, -4)}AAAA`;
    secrets.set('forged signature', forged);
    expect((await app.inject({ method: 'GET', url: url.replace(/sig=[^&]+/, `sig=${forged}`) })).statusCode).toBe(403);

    // The operations API, with its key, and with a wrong one.
    await scan(app, conNumber, [2]);
    expect((await ops(app, 'GET', 'outbox')).statusCode).toBe(200);
    secrets.set('wrong operations key', 'not-the-operations-key');
    expect((await ops(app, 'GET', 'outbox', undefined, 'not-the-operations-key')).statusCode).toBe(403);

    // The log saw these calls: the test would pass vacuously on an empty log.
    const log = lines.join('');
    expect(lines.filter((line) => line.includes('"request completed"')).length).toBeGreaterThanOrEqual(15);
    expect(log).toContain('"url":"/portal/login?token=[redacted]"');
    expect(log).toMatch(/"url":"\/portal\/documents\/pdf\?[^"]*sig=\[redacted\]/);
  });

  it('holds none of the secrets those calls used', () => {
    const log = lines.join('');
    expect(secrets.size).toBe(13);
    const leaked = [...secrets].filter(([, secret]) => log.includes(secret)).map(([name]) => name);
    expect(leaked).toEqual([]);
  });
});
