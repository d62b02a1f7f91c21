import { describe, expect, it } from 'vitest';
import type { DropFreightDraft, DropFreightSaveAnswer } from '@portal/domain/api/drop-freight';
import { SCHEDULE_MESSAGES } from '@portal/domain/schedule/schedule-messages';
import { ACME } from '../../db/seed/demo-users';
import { buildDepotForm } from '@portal/domain/carrier/test-factories';
import { call, login } from '../../test/api';
import { createdDraft, startDropFreight } from '../../test/drop-freight-drafts';
import { companyIdByName } from '../../test/factories';
import { twoLines } from '../../test/quote-drafts';
import { signedInStaff, staffCall } from '../../test/staff';
import { afterTariffReload } from '../../test/tariff-reload';
import { testApp } from '../../test/test-app';
import { DROP_FREIGHT_MESSAGES } from './drop-freight-messages';

// The drop-in day on the server's clock (spec 02 section 5, 'Same-day delivery'): freight
// dropped in today must reach the depot before its receivals close, 11am for Freezer and
// Chiller, 1pm for everything else, in the receiving depot's state. A message only: the drop
// freight is booked with it.

const { app, db, clock } = await testApp();
const acmeId = await companyIdByName(db, ACME);
const TODAY = '2026-03-02';
/** Monday 2 March 2026 at hh:mm in Brisbane (UTC+10, no daylight saving). */
const brisbane = (hh: number, mm = 0) => Date.UTC(2026, 2, 1, hh - 10 + 24, mm);

async function bookAt(time: number, over: Partial<DropFreightDraft>) {
  clock.set(time);
  // A moved clock has ended the idle session: sign in again.
  const token = await login(app, 'booker', { companyId: acmeId });
  const conNumber = await startDropFreight(app, token);
  const response = await call(app, 'POST', 'directdropfreight/edit', { token, body: createdDraft(conNumber, { status: 1, readyAt: TODAY, ...over }) });
  expect(response.statusCode).toBe(200);
  const stored = (await call(app, 'GET', 'directdropfreight/edit', { token, query: { conNumber } })).json<DropFreightDraft>();
  return { conNumber, answer: response.json<DropFreightSaveAnswer>(), stored };
}

describe('Schedule Drop In on the server', () => {
  it.each([
    ['General at 12:00', brisbane(12), 'General', ''],
    ['General at 14:00', brisbane(14), 'General', SCHEDULE_MESSAGES.generalReceivalsClosed],
    ['Chiller at 10:30', brisbane(10, 30), 'Chiller', ''],
    ['Chiller at 11:30', brisbane(11, 30), 'Chiller', SCHEDULE_MESSAGES.chilledReceivalsClosed],
  ])('books a drop in today, %s, with its receivals message', async (_case, time, type, message) => {
    const { conNumber, answer, stored } = await bookAt(time, { freightList: twoLines({ type }) });
    const booked = DROP_FREIGHT_MESSAGES.booked(conNumber, 'Brisbane', TODAY);
    expect(answer.message).toBe(message ? `${booked} ${message}` : booked);
    expect(stored).toMatchObject({ status: 1, scheduleDay: TODAY, scheduleMsg: message });
  });

  it("refuses a drop in on a weekend or a public holiday of the receiving depot's state (decision 0040)", async () => {
    clock.set(brisbane(9));
    const token = await login(app, 'booker', { companyId: acmeId });
    const conNumber = await startDropFreight(app, token);
    // Saturday 7 March 2026 is refused; Monday 9 March is taken. Holidays are checked in the domain tests.
    const saturday = await call(app, 'POST', 'directdropfreight/edit', { token, body: createdDraft(conNumber, { status: 1, readyAt: '2026-03-07' }) });
    expect(saturday.statusCode).toBe(400);
    expect(saturday.json<{ error: string }>().error.split('\n')).toContain(SCHEDULE_MESSAGES.depotClosedDay);
    const monday = await call(app, 'POST', 'directdropfreight/edit', { token, body: createdDraft(conNumber, { status: 1, readyAt: '2026-03-09' }) });
    expect(monday.statusCode).toBe(200);
  });

  it('ignores the schedule the browser sends: the day and message are the server\'s', async () => {
    const { stored } = await bookAt(brisbane(9), { scheduleDay: '2026-03-09', scheduleMsg: 'Typed by hand' });
    expect(stored).toMatchObject({ scheduleDay: TODAY, scheduleMsg: '' });
  });

  it("keeps the receiving depot's own cut-offs, in the spec's words (decision 0055)", async () => {
    clock.set(brisbane(9));
    const operations = await signedInStaff(app, db, clock, 'Operations');
    const brisbaneDepot = buildDepotForm({ generalReceivalCutOff: '15:00', chilledReceivalCutOff: '09:30' });
    expect((await staffCall(app, 'PUT', 'depots/BNE', { token: operations.token, body: brisbaneDepot })).statusCode).toBe(200);
    await afterTariffReload(db);
    expect((await bookAt(brisbane(14), { freightList: twoLines({ type: 'General' }) })).stored.scheduleMsg).toBe('');
    expect((await bookAt(brisbane(15, 30), { freightList: twoLines({ type: 'General' }) })).stored.scheduleMsg).toBe(
      'Receivals for General Freight close at 3pm, Please select another date',
    );
    expect((await bookAt(brisbane(10), { freightList: twoLines({ type: 'Chiller' }) })).stored.scheduleMsg).toBe(
      'Receivals for Freezer/ Chiller close at 9:30am, Please select another date',
    );
  });
});
