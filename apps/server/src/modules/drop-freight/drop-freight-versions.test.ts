import { describe, expect, it } from 'vitest';
import type { DropFreightDraft, DropFreightSaveAnswer } from '@portal/domain/api/drop-freight';
import { ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import { ACME } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { companyIdByName } from '../../test/factories';
import { createdDraft, startDropFreight } from '../../test/drop-freight-drafts';
import { postWithKey } from '../../test/pickup-drafts';
import { testApp } from '../../test/test-app';

// Row versions on POST directdropfreight/edit (issue 12, decision 0030): a save or a booking made
// from a copy of the draft someone else has saved since is refused with 409 and changes nothing.

const { app, db } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const booker = await login(app, 'booker', { companyId: acmeId });
const admin = await login(app, 'admin', { companyId: acmeId });

const open = async (token: string, conNumber: string) => (await call(app, 'GET', 'directdropfreight/edit', { token, query: { conNumber } })).json<DropFreightDraft>();
const save = (token: string, body: DropFreightDraft) => call(app, 'POST', 'directdropfreight/edit', { token, body });
const eventsOf = async (conNumber: string) =>
  db.selectFrom('trackingEvents as e').innerJoin('consignments as c', 'c.id', 'e.consignmentId').select('e.code').where('c.number', '=', conNumber).execute();

describe('POST directdropfreight/edit with a version', () => {
  it('refuses the second of two saves from the same copy; the first stays, and a fresh copy saves', async () => {
    const conNumber = await startDropFreight(app, booker);
    const first = (await save(booker, createdDraft(conNumber, { progress: 5, customerRef: 'FIRST' }))).json<DropFreightSaveAnswer>();
    expect(first.version).toBe(2);
    const [mine, theirs] = [await open(booker, conNumber), await open(admin, conNumber)];
    expect((await save(booker, { ...mine, customerRef: 'BOOKER' })).json<DropFreightSaveAnswer>().version).toBe(3);
    expect(errorOf(await save(admin, { ...theirs, customerRef: 'ADMIN', freightList: [] }))).toMatchObject({
      status: 409,
      body: { error: ROW_VERSION_MESSAGES.dropFreight(conNumber) },
    });
    const now = await open(booker, conNumber);
    // Nothing of the refused save was written, its (emptied) freight lines included.
    expect([now.customerRef, now.version, now.freightList.map((item) => item.id)]).toEqual(['BOOKER', 3, mine.freightList.map((item) => item.id)]);
    expect((await save(admin, { ...now, customerRef: 'ADMIN' })).json<DropFreightSaveAnswer>().version).toBe(4);
  });

  it('refuses a booking from a copy someone has saved since, and books from the fresh one', async () => {
    const conNumber = await startDropFreight(app, booker);
    const copy = createdDraft(conNumber);
    await save(admin, { ...copy, customerRef: 'ADMIN' });
    expect(errorOf(await save(booker, { ...copy, status: 1 })).status).toBe(409);
    expect([(await open(booker, conNumber)).status, await eventsOf(conNumber)]).toEqual([2, []]);
    const booked = await save(booker, { ...(await open(booker, conNumber)), progress: 10, status: 1 });
    expect(booked.json<DropFreightSaveAnswer>().version).toBe(3);
  });

  it('names a missing version', async () => {
    const conNumber = await startDropFreight(app, booker);
    const { version: _version, ...unversioned } = createdDraft(conNumber);
    expect(errorOf(await call(app, 'POST', 'directdropfreight/edit', { token: booker, body: unversioned }))).toMatchObject({ status: 400, body: { error: 'version: is required' } });
  });

  it('answers a retry of a save with the same Idempotency-Key as the save, not 409', async () => {
    const conNumber = await startDropFreight(app, booker);
    const body = createdDraft(conNumber, { customerRef: 'RETRIED' });
    const first = await postWithKey(app, 'directdropfreight/edit', booker, body, 'df-version-retry');
    const retry = await postWithKey(app, 'directdropfreight/edit', booker, body, 'df-version-retry');
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json<DropFreightSaveAnswer>()).toEqual(first.json<DropFreightSaveAnswer>());
  });

  it('lets exactly one of two saves racing from the same copy win', async () => {
    const conNumber = await startDropFreight(app, booker);
    const copy = createdDraft(conNumber);
    const answers = await Promise.all([save(booker, { ...copy, customerRef: 'A' }), save(admin, { ...copy, customerRef: 'B' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await open(booker, conNumber)).version).toBe(2);
  });
});
