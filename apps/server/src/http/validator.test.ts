import { describe, expect, it } from 'vitest';
import { ACME, DEMO_PASSWORD } from '../db/seed/demo-users';
import { call, errorOf, login } from '../test/api';
import { companyIdByName } from '../test/factories';
import { quoteDraft, twoLines } from '../test/quote-drafts';
import { testApp } from '../test/test-app';
import { LONE_SURROGATE_TEXT, NUL_TEXT, textFaults } from './validator';

// Issue 13: a text no engine can store as sent is a 400 naming the field, on both engines. Before,
// a NUL failed PostgreSQL's insert (a 500) and a lone surrogate was stored as U+FFFD (one on
// PostgreSQL, three on SQLite) and read back changed.

const { app, db } = await testApp();
const token = await login(app, 'admin', { companyId: await companyIdByName(db, ACME) });

const paths = (value: unknown) => textFaults(value).map((fault) => fault.path);

describe('textFaults', () => {
  it('finds every text holding a NUL or a lone surrogate, nested or in lists, in order', () => {
    expect(paths({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\ud800' }, e: 'x\udc00y' })).toEqual(['/b/1', '/c/d', '/e']);
    expect(textFaults('\u0000')).toEqual([{ path: '', message: NUL_TEXT }]);
    expect(textFaults('\udfff\ud800')).toEqual([{ path: '', message: LONE_SURROGATE_TEXT }]);
  });

  it('passes what every engine stores: emoji (whole pairs), bidi marks, combining marks, other controls', () => {
    expect(paths({ a: '\u{1F4E6}\u{1F468}\u200d\u{1F469}', b: '\u202eevil\u202c', c: 'Za\u0300\u0351', d: '\t\u0001\uffff', e: 1, f: null })).toEqual([]);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(textFaults(deep)).toHaveLength(1);
  });
});

describe('a text no engine stores as sent', () => {
  it('is refused in a query string, naming the field', async () => {
    const error = errorOf(await call(app, 'GET', 'consignments', { token, query: { search: 'FP\u0000' } }));
    expect(error.status).toBe(400);
    expect(error.body.error).toBe(`search: ${NUL_TEXT}`);
  });

  it('is refused deep in a body, naming its path', async () => {
    const body = quoteDraft({ freightList: twoLines({ ref: 'ACME\u00001' }) });
    const error = errorOf(await call(app, 'POST', 'quoteNew', { token, body }));
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual([`freightList[0].ref: ${NUL_TEXT}`, `freightList[1].ref: ${NUL_TEXT}`]);
  });

  it('refuses a lone surrogate the same way', async () => {
    const error = errorOf(await call(app, 'POST', 'quoteNew', { token, body: quoteDraft({ customerRef: 'CR\ud800' }) }));
    expect(error.status).toBe(400);
    expect(error.body.error).toBe(`customerRef: ${LONE_SURROGATE_TEXT}`);
  });

  it('stores an emoji reference as sent', async () => {
    const customerRef = 'CR \u{1F4E6}\u202e';
    const { quoteNumber } = (await call(app, 'POST', 'quoteNew', { token, body: quoteDraft({ customerRef }) })).json<{ quoteNumber: string }>();
    const stored = (await call(app, 'GET', 'quote', { token, query: { quote: quoteNumber } })).json<{ customerRef: string }>();
    expect(stored.customerRef).toBe(customerRef);
  });

  it('is no concern in a field the schema drops', async () => {
    const response = await call(app, 'POST', 'login', { body: { username: 'booker', password: DEMO_PASSWORD, note: '\u0000' } });
    expect(response.statusCode).toBe(200);
  });

  it('still lets the schema name its own refusals first', async () => {
    const error = errorOf(await call(app, 'POST', 'login', { body: { username: 5, password: '\u0000' } }));
    expect(error.body.error).toBe('username: expected a string');
  });
});
