import { expect, test } from '../support/test';
import { todayIn } from '@portal/domain/schedule/schedule-clock';
import { SCHEDULE_MESSAGES } from '@portal/domain/schedule/schedule-messages';
import { fillNewPickupToSchedule, stepHeading } from '../support/pickup';
import { nextButton, openAs } from '../support/quote';
import { dayText, isWeekend, nextWeekday, pickDay } from '../support/calendar';
import { checkScreen } from '../support/screens';

// The server schedules with the real clock, so the pickup is made ready on the next weekday at
// 14:00: whatever the time of the run, 14:00 + 4 hours passes 4:00PM (spec 02 section 5). Which
// business day follows is the domain tests' to check (holidays included); here the browser and
// the server must agree on it. Business days are not imported: Node loads no JSON module without
// an import attribute.

test('a pickup ready too late for the 4-hour window moves to the next business day, with the message', async ({ page, request }) => {
  await openAs(page, request, 'booker', '/pickup/new');
  await fillNewPickupToSchedule(page);
  await page.getByRole('radio', { name: 'Ready At' }).click();
  await page.getByLabel('Ready At Time').fill('14:00');
  await page.getByLabel('Open From').fill('07:00');
  await page.getByLabel('Closed After').fill('17:00');
  // A weekday that is a public holiday says so instead: the next weekday is taken.
  const message = page.getByTestId('schedule-message');
  let readyDay = todayIn('QLD', new Date());
  do {
    readyDay = nextWeekday(readyDay);
    await pickDay(page, 'Ready At Date', readyDay);
    await expect(message).toHaveText(/^(We require|Pickups are not made)/);
  } while ((await message.textContent()) === SCHEDULE_MESSAGES.nonBusinessDay);

  await expect(page.getByTestId('schedule-message')).toHaveText(SCHEDULE_MESSAGES.window4pm);
  const pickupDay = (await page.getByTestId('schedule-day').getAttribute('data-schedule-day'))!;
  expect(pickupDay > readyDay, `${pickupDay} after ${readyDay}`).toBe(true);
  expect(isWeekend(pickupDay), `${pickupDay} on a weekend`).toBe(false);
  await expect(page.getByTestId('schedule-day')).toHaveText(`Pickup day: ${dayText(pickupDay)}`);
  await checkScreen(page, 'pickup-schedule-cut-off');
  // Message only: the schedule stays valid.
  await nextButton(page).click();
  await expect(stepHeading(page, 'Special Instructions')).toBeVisible();
  await nextButton(page).click();

  // On the sender's clock, named (decision 0042): Brisbane keeps AEST all year.
  await expect(page.getByTestId('review-ready')).toHaveText(`${dayText(readyDay)} at 14:00 AEST`);
  await expect(page.getByTestId('review-schedule-day')).toHaveText(dayText(pickupDay));
  await expect(page.getByTestId('review-schedule-message')).toHaveText(SCHEDULE_MESSAGES.window4pm);
  await nextButton(page, 'Book Pickup').click();

  // The server, on its own clock, comes to the same day and says why.
  await expect(page.getByTestId('pickup-booked')).toBeVisible();
  await expect(page.getByTestId('booked-schedule-day')).toHaveAttribute('data-schedule-day', pickupDay);
  await expect(page.getByTestId('booked-message')).toHaveText(SCHEDULE_MESSAGES.window4pm);
  await checkScreen(page, 'pickup-booked-next-business-day');
});
