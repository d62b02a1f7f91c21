import { describe, expect, it } from 'vitest';
import type { ValidateAnswer } from '@portal/domain/api/drop-freight';
import { accountsNotPaying, BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { CONNOTE_MESSAGES, connoteNumberOf } from '@portal/domain/consignment/connote-number';
import { DETAILS_MESSAGES } from '@portal/domain/details/details-messages';
import { SCHEDULE_MESSAGES } from '@portal/domain/schedule/schedule-messages';
import { demoManualConnote } from '../../db/seed/connote-books';
import { ACME, COASTAL } from '../../db/seed/demo-users';
import { call, errorOf, login } from '../../test/api';
import { dropFreightDraft, numberingDraft, startDropFreight } from '../../test/drop-freight-drafts';
import { companyIdByName } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { DROP_FREIGHT_MESSAGES } from './drop-freight-messages';

// GET and POST directdropfreight/validate (spec 02 section 7): questions answered 200 with
// success and the messages a save would give; nothing is saved.

const { app, db } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const booker = await login(app, 'booker', { companyId: acmeId });
const viewer = await login(app, 'viewer', { companyId: acmeId });

const validateConnote = async (conNumber: string, token = booker) => {
  const response = await call(app, 'GET', 'directdropfreight/validate', { token, query: { conNumber } });
  expect(response.statusCode).toBe(200);
  return response.json<ValidateAnswer>();
};
const validateDraft = (body: unknown, token = booker) => call(app, 'POST', 'directdropfreight/validate', { token, body });
const consignmentCount = async () => Number((await db.selectFrom('consignments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('GET directdropfreight/validate', () => {
  it("confirms an unused number from the company's books, as typed", async () => {
    const conNumber = demoManualConnote(ACME, 20);
    expect(await validateConnote(` ${conNumber.toLowerCase()} `)).toEqual({ success: true, message: DROP_FREIGHT_MESSAGES.connoteAvailable(conNumber) });
  });

  it("answers why not: malformed, outside the books, another company's book, or used", async () => {
    expect(await validateConnote('FP12')).toEqual({ success: false, message: CONNOTE_MESSAGES.invalidFormat('FP12') });
    expect(await validateConnote('FP100000000')).toEqual({ success: false, message: CONNOTE_MESSAGES.invalidCheckDigit('FP100000000') });
    const outside = connoteNumberOf(12_345_678);
    expect(await validateConnote(outside)).toEqual({ success: false, message: CONNOTE_MESSAGES.notInBooks(outside) });
    const coastals = demoManualConnote(COASTAL, 20);
    expect(await validateConnote(coastals)).toEqual({ success: false, message: CONNOTE_MESSAGES.notInBooks(coastals) });
    const used = await startDropFreight(app, booker, { conType: 'preManual', conNumber: demoManualConnote(ACME, 21) });
    expect(await validateConnote(used)).toEqual({ success: false, message: CONNOTE_MESSAGES.alreadyUsed(used) });
  });

  it('needs Consignments add', async () => {
    const error = errorOf(await call(app, 'GET', 'directdropfreight/validate', { token: viewer, query: { conNumber: demoManualConnote(ACME, 20) } }));
    expect(error).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessCreateConsignment } });
  });
});

describe('POST directdropfreight/validate', () => {
  it('confirms a draft without problems, and saves nothing', async () => {
    const before = await consignmentCount();
    expect((await validateDraft(dropFreightDraft())).json<ValidateAnswer>()).toEqual({ success: true, message: DROP_FREIGHT_MESSAGES.draftValid });
    expect((await validateDraft(numberingDraft())).json<ValidateAnswer>().success).toBe(true);
    expect(await consignmentCount()).toBe(before);
  });

  it('answers every message of the steps passed, one a line', async () => {
    const response = await validateDraft(dropFreightDraft({ accounts: false, poNumber: '', bookedBy: '' }));
    expect(response.statusCode).toBe(200);
    const answer = response.json<ValidateAnswer>();
    expect(answer.success).toBe(false);
    expect(answer.message.split('\n')).toEqual([accountsNotPaying(ACME), DETAILS_MESSAGES.poRequired, SCHEDULE_MESSAGES.bookedByEmpty]);
  });

  it("asks the company's books about a manual number once Enter Consignment Number is passed", async () => {
    const coastals = demoManualConnote(COASTAL, 22);
    const answer = (await validateDraft(numberingDraft({ conType: 'preManual', conNumber: coastals }))).json<ValidateAnswer>();
    expect(answer).toEqual({ success: false, message: CONNOTE_MESSAGES.notInBooks(coastals) });
    const malformed = (await validateDraft(numberingDraft({ conType: 'preManual', conNumber: 'FP12' }))).json<ValidateAnswer>();
    expect(malformed).toEqual({ success: false, message: CONNOTE_MESSAGES.invalidFormat('FP12') });
  });

  it('needs Consignments add or edit', async () => {
    expect(errorOf(await validateDraft(dropFreightDraft(), viewer))).toMatchObject({ status: 403, body: { error: BOOKING_MESSAGES.noAccessCreateConsignment } });
  });
});
