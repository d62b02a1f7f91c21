import { describe, expect, it } from 'vitest';
import type { PickupSaveAnswer } from '@portal/domain/api/pickup';
import { MESSAGES } from '@portal/domain/messages';
import { ACME } from '../db/seed/demo-users';
import { IDEMPOTENCY_MESSAGES } from '../modules/bookings/idempotency';
import { errorOf, login } from '../test/api';
import { companyIdByName } from '../test/factories';
import { pickupDraft, postWithKey } from '../test/pickup-drafts';
import { testApp } from '../test/test-app';
import { INJECTIONS, NUMBER_LIKE, OVERSIZED, UNICODE_EDGES } from './hostile/hostile-values';

// Issue 13's hostile values in the two headers the server reads itself: Idempotency-Key on the
// booking POSTs (decision 0019) and Authorization. Each is either refused in the spec's or our
// words, or, for a key, honoured: the retry answers the first booking and books nothing more.

const { app, db } = await testApp();
const booker = await login(app, 'booker', { companyId: await companyIdByName(db, ACME) });

/** What an HTTP client can put in a header at all: Node's rule (no CR, LF, NUL or other controls, Latin-1 only). */
const sendable = (value: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value);
const HOSTILE = [...UNICODE_EDGES, ...INJECTIONS, ...NUMBER_LIKE, OVERSIZED.slice(0, 8 * 1024), ' padded key ', 'k'.repeat(200), 'k'.repeat(201)].filter(sendable);

const pickupCount = async () => Number((await db.selectFrom('pickups').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('hostile Idempotency-Key values', () => {
  it.each(HOSTILE.map((value) => [JSON.stringify(value).slice(0, 40), value]))('%s: refused by name, or books once', async (_, key) => {
    const before = await pickupCount();
    const first = await postWithKey(app, 'pickups/new', booker, pickupDraft(), key);
    if (first.statusCode === 400) {
      expect(errorOf(first).body).toEqual({ error: IDEMPOTENCY_MESSAGES.invalidKey });
      expect(await pickupCount()).toBe(before);
      return;
    }
    expect(first.statusCode).toBe(200);
    const again = await postWithKey(app, 'pickups/new', booker, pickupDraft(), key);
    expect(again.json<PickupSaveAnswer>()).toEqual(first.json<PickupSaveAnswer>());
    expect(await pickupCount()).toBe(before + 1);
  });
});

describe('hostile Authorization values', () => {
  const values = HOSTILE.flatMap((value) => [value, `Bearer ${value}`, `Basic ${value}`]);
  it(`answers each of ${values.length} with the session's end, never a 5xx`, async () => {
    for (const authorization of values) {
      const answer = await app.inject({ method: 'GET', url: '/portal/consignments', headers: { authorization } });
      expect({ authorization, ...errorOf(answer) }).toMatchObject({ authorization, status: 401, body: { error: MESSAGES.sessionExpired } });
    }
  });
});
