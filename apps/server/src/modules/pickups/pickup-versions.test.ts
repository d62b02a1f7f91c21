import { describe, expect, it } from 'vitest';
import type { PickupDraft, PickupSaveAnswer } from '@portal/domain/api/pickup';
import { ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import { ACME } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { createPickup, postWithKey } from '../../test/pickup-drafts';
import { testApp } from '../../test/test-app';

// Row versions on POST pickups/edit (issue 12, decision 0030): a save made from a copy someone
// else has saved since is refused with 409 and changes nothing.

const { app, db } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const booker = await login(app, 'booker', { companyId: acmeId });
const admin = await login(app, 'admin', { companyId: acmeId });

const open = async (token: string, pickupNumber: string) => (await call(app, 'GET', 'pickups/edit', { token, query: { pickupNumber } })).json<PickupDraft>();
const save = (token: string, body: PickupDraft) => call(app, 'POST', 'pickups/edit', { token, body });

describe('POST pickups/edit with a version', () => {
  it('refuses the second of two saves from the same copy; the first stays, and a fresh copy saves', async () => {
    const { pickupNumber } = await createPickup(app, booker);
    const [mine, theirs] = [await open(booker, pickupNumber), await open(admin, pickupNumber)];
    expect([mine.version, theirs.version]).toEqual([1, 1]);

    const first = await save(booker, { ...mine, instructions: 'Booker was here' });
    expect(first.json<PickupSaveAnswer>().version).toBe(2);
    expect(errorOf(await save(admin, { ...theirs, instructions: 'Admin was here' }))).toMatchObject({
      status: 409,
      body: { error: ROW_VERSION_MESSAGES.pickup(pickupNumber) },
    });
    const now = await open(booker, pickupNumber);
    expect([now.instructions, now.version, now.freightList.map((item) => item.id)]).toEqual(['Booker was here', 2, mine.freightList.map((item) => item.id)]);

    const again = await save(admin, { ...now, instructions: 'Admin, after reloading' });
    expect(again.json<PickupSaveAnswer>().version).toBe(3);
    // The answer's version lets the same user save again without reloading.
    expect((await save(admin, { ...now, instructions: 'And once more', version: 3 })).statusCode).toBe(200);
  });

  it('names a missing or zero version', async () => {
    const { pickupNumber } = await createPickup(app, booker);
    const { version: _version, ...unversioned } = await open(booker, pickupNumber);
    expect(errorOf(await call(app, 'POST', 'pickups/edit', { token: booker, body: unversioned }))).toMatchObject({ status: 400, body: { error: 'version: is required' } });
    expect(errorOf(await save(booker, { ...unversioned, version: 0 })).body.error).toBe('version: must be at least 1');
  });

  it('answers a retry of a save with the same Idempotency-Key as the save, not 409', async () => {
    const { pickupNumber } = await createPickup(app, booker);
    const body = { ...(await open(booker, pickupNumber)), instructions: 'Retried' };
    const first = await postWithKey(app, 'pickups/edit', booker, body, 'pickup-version-retry');
    const retry = await postWithKey(app, 'pickups/edit', booker, body, 'pickup-version-retry');
    expect([first.statusCode, retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
    expect(retry.json<PickupSaveAnswer>()).toEqual(first.json<PickupSaveAnswer>());
    expect((await open(booker, pickupNumber)).version).toBe(2);
  });

  it('lets exactly one of two saves racing from the same copy win', async () => {
    const { pickupNumber } = await createPickup(app, booker);
    const copy = await open(booker, pickupNumber);
    const answers = await Promise.all([save(booker, { ...copy, instructions: 'Racer A' }), save(admin, { ...copy, instructions: 'Racer B' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    const now = await open(booker, pickupNumber);
    expect([now.instructions, now.version]).toEqual([winner === 0 ? 'Racer A' : 'Racer B', 2]);
  });

  it('counts a completion as a change: a copy read before it is told the pickup was completed', async () => {
    const { pickupNumber } = await createPickup(app, booker);
    const copy = await open(booker, pickupNumber);
    await call(app, 'POST', 'pickups/convert', { token: admin, body: { pickupNumber, conNumber: '', ExtraEmail: '' } });
    expect((await open(booker, pickupNumber)).version).toBe(2);
    expect(errorOf(await save(booker, copy)).status).toBe(409);
  });
});
