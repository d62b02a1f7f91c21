import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { todayIn } from '@portal/domain/schedule/schedule-clock';
import { SCHEDULE_MESSAGES } from '@portal/domain/schedule/schedule-messages';
import { addDays, weekdayOf } from '@portal/domain/schedule/schedule-time';
import { pickDay } from '../support/calendar';
import { apiDropFreightDraft, depotReceives, draftAtScheduleByApi } from '../support/drop-freight';
import { stepHeading } from '../support/pickup';
import { expectMessage, openAs } from '../support/quote';
import { checkScreen } from '../support/screens';

// Schedule Drop In's five messages on the screen (spec 02 section 5, decision 0040): a day in the
// past, beyond two weeks, a same-day drop in after the General or the Freezer/Chiller receivals
// close, and a day the depot does not receive. The browser's clock is fixed at 1:05pm in Brisbane
// on a Monday that is a business day, so each is shown whatever the day the suite runs; the
// drafts are saved up to the step through the API, as the wizard saves each step.

/** The first Monday a week or more ahead on which the Brisbane depot receives. */
async function mondayAhead(request: APIRequestContext): Promise<string> {
  let day = addDays(todayIn('QLD', new Date()), 7);
  while (weekdayOf(day) !== 1 || !(await depotReceives(request, day))) day = addDays(day, 1);
  return day;
}

const chilled = apiDropFreightDraft().freightList.map((item) => ({ ...item, type: 'Chiller' }));

test('Schedule Drop In shows its five messages', async ({ page, request }) => {
  const today = await mondayAhead(request);
  await page.clock.setFixedTime(new Date(`${today}T13:05:00+10:00`));
  const past = await draftAtScheduleByApi(request, { readyAt: addDays(today, -1) });
  const beyond = await draftAtScheduleByApi(request, { readyAt: addDays(today, 15) });
  const chiller = await draftAtScheduleByApi(request, { readyAt: today, freightList: chilled });

  await openAs(page, request, 'booker', '/dropfreight');
  /** Opens a draft from the list: it opens at the step the server holds (decision 0040). */
  const open = async (conNumber: string) => {
    await page.goto('./#/dropfreight');
    await page.getByTestId(`drop-freight-row-${conNumber}`).getByRole('button', { name: conNumber, exact: true }).click();
    await expect(stepHeading(page, 'Schedule Drop In')).toBeVisible();
  };

  await open(past);
  await expectMessage(page, SCHEDULE_MESSAGES.dropInInPast);
  await pickDay(page, 'Drop In Date', today);
  await expectMessage(page, SCHEDULE_MESSAGES.generalReceivalsClosed);
  await checkScreen(page, 'drop-freight-schedule-receivals-closed');
  // Saturday.
  await pickDay(page, 'Drop In Date', addDays(today, 5));
  await expectMessage(page, SCHEDULE_MESSAGES.depotClosedDay);
  await checkScreen(page, 'drop-freight-schedule-depot-closed');

  await open(beyond);
  await expectMessage(page, SCHEDULE_MESSAGES.dropInBeyondHorizon);

  await open(chiller);
  await expectMessage(page, SCHEDULE_MESSAGES.chilledReceivalsClosed);
});
