import { describe, expect, it } from 'vitest';
import type { PickupConvertAnswer, PickupSaveAnswer } from '@portal/domain/api/pickup';
import { demoManualConnote } from '../../db/seed/connote-books';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { errorOf, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { pickupDraft, postWithKey } from '../../test/pickup-drafts';
import { createQuote } from '../../test/quote-drafts';
import { testApp } from '../../test/test-app';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_TTL_MS, removeExpiredIdempotencyKeys } from './idempotency';

// The Idempotency-Key of booking POSTs (issue 4, decision 0019): a retried submit never books twice.

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const coastalId = await companyIdByName(db, COASTAL);
const booker = await login(app, 'booker', { companyId: acmeId });
let keys = 0;
const newKey = () => `test-key-${++keys}-${Date.now()}`;

const pickupCount = async () => Number((await db.selectFrom('pickups').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('Idempotency-Key', () => {
  it('books once for the same key and body, answering the same both times', async () => {
    const key = newKey();
    const before = await pickupCount();
    const first = await postWithKey(app, 'pickups/new', booker, pickupDraft(), key);
    const again = await postWithKey(app, 'pickups/new', booker, pickupDraft(), key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json<PickupSaveAnswer>()).toEqual(first.json<PickupSaveAnswer>());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await pickupCount()).toBe(before + 1);
  });

  it('books once when retries race each other', async () => {
    const key = newKey();
    const before = await pickupCount();
    const answers = await Promise.all(Array.from({ length: 6 }, () => postWithKey(app, 'pickups/new', booker, pickupDraft(), key)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json<PickupSaveAnswer>().pickupNumber)).size).toBe(1);
    expect(await pickupCount()).toBe(before + 1);
  });

  it('refuses the same key with another body, or on another call', async () => {
    const key = newKey();
    await postWithKey(app, 'pickups/new', booker, pickupDraft(), key);
    const other = errorOf(await postWithKey(app, 'pickups/new', booker, pickupDraft({ instructions: 'Different' }), key));
    expect(other).toMatchObject({ status: 422, body: { error: IDEMPOTENCY_MESSAGES.reused } });
    const elsewhere = errorOf(await postWithKey(app, 'pickups/edit', booker, pickupDraft({ version: 1 }), key));
    expect(elsewhere.status).toBe(422);
  });

  it('stores nothing for a refused request: the same key books once the draft is fixed', async () => {
    const key = newKey();
    expect((await postWithKey(app, 'pickups/new', booker, pickupDraft({ bookedBy: '' }), key)).statusCode).toBe(400);
    expect((await postWithKey(app, 'pickups/new', booker, pickupDraft(), key)).statusCode).toBe(200);
  });

  it("keeps each company's keys apart", async () => {
    const key = newKey();
    const coastal = await login(app, 'coastal', { companyId: coastalId });
    const acme = (await postWithKey(app, 'pickups/new', booker, pickupDraft(), key)).json<PickupSaveAnswer>();
    const body = pickupDraft({ poNumber: '', sender: { ...pickupDraft().sender, suburb: 'Molendinar', postCode: '4214' } });
    const theirs = (await postWithKey(app, 'pickups/new', coastal, body, key)).json<PickupSaveAnswer>();
    expect(theirs.pickupNumber).not.toBe(acme.pickupNumber);
  });

  it('forgets a key after 24 hours', async () => {
    const key = newKey();
    const first = (await postWithKey(app, 'pickups/new', booker, pickupDraft(), key)).json<PickupSaveAnswer>();
    clock.advance(IDEMPOTENCY_TTL_MS + 1000);
    try {
      const token = await login(app, 'booker', { companyId: acmeId });
      const later = (await postWithKey(app, 'pickups/new', token, pickupDraft(), key)).json<PickupSaveAnswer>();
      expect(later.pickupNumber).not.toBe(first.pickupNumber);
      clock.advance(IDEMPOTENCY_TTL_MS + 1000);
      await removeExpiredIdempotencyKeys(db, clock.now());
      expect(await db.selectFrom('idempotencyKeys').select('key').where('key', '=', key).execute()).toEqual([]);
    } finally {
      clock.advance(-2 * (IDEMPOTENCY_TTL_MS + 1000));
    }
  });

  it('refuses a key that is empty or too long', async () => {
    expect(errorOf(await postWithKey(app, 'pickups/new', booker, pickupDraft(), ' ')).body.error).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    expect(errorOf(await postWithKey(app, 'pickups/new', booker, pickupDraft(), 'k'.repeat(201))).status).toBe(400);
  });

  it('creates one consignment for a retried pickups/convert, and sends one e-mail', async () => {
    const { pickupNumber } = (await postWithKey(app, 'pickups/new', booker, pickupDraft(), newKey())).json<PickupSaveAnswer>();
    const key = newKey();
    const body = { pickupNumber, conNumber: demoManualConnote(ACME, 500), ExtraEmail: 'retry@harbour.example' };
    const [a, b] = await Promise.all([postWithKey(app, 'pickups/convert', booker, body, key), postWithKey(app, 'pickups/convert', booker, body, key)]);
    expect(a.json<PickupConvertAnswer>()).toEqual(b.json<PickupConvertAnswer>());
    const c = await postWithKey(app, 'pickups/convert', booker, body, key);
    expect(c.json<PickupConvertAnswer>()).toEqual(a.json<PickupConvertAnswer>());
    expect(await db.selectFrom('consignments').select('number').where('pickupId', '=', Number(pickupNumber.slice(1)) - 1_000_000).execute()).toHaveLength(1);
    expect(await db.selectFrom('outbox').select('id').where('toAddress', '=', 'retry@harbour.example').execute()).toHaveLength(1);
  });

  it('converts a quote once for a retried quoteConvert', async () => {
    const quote = await createQuote(app, booker);
    await app.inject({ method: 'POST', url: '/portal/quote', headers: { authorization: `Bearer ${booker}` }, payload: { quoteNumber: quote.quoteNumber, version: quote.version } });
    const body = { ...pickupDraft({ quoteNumber: quote.quoteNumber }), pickupOrConsignment: 0 };
    const key = newKey();
    const [a, b] = await Promise.all([postWithKey(app, 'quoteConvert', booker, body, key), postWithKey(app, 'quoteConvert', booker, body, key)]);
    expect(a.statusCode).toBe(200);
    expect(b.json<PickupSaveAnswer>()).toEqual(a.json<PickupSaveAnswer>());
    const again = await postWithKey(app, 'quoteConvert', booker, body, key);
    expect(again.json<PickupSaveAnswer>()).toEqual(a.json<PickupSaveAnswer>());
  });
});
