import { expect, test, type Page } from '../support/test';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { DETAILS_MESSAGES } from '@portal/domain/details/details-messages';
import { FREIGHT_MESSAGES } from '@portal/domain/freight/freight-messages';
import { numberElectronically } from '../support/drop-freight';
import { completeByApi, fillNewPickupToSchedule, pickupByApi, stepHeading } from '../support/pickup';
import { BRISBANE, continueToSummary, fillValidDetails, nextButton, openAs, pickSuburb } from '../support/quote';
import { checkScreen } from '../support/screens';

// The booking wizard engine (issue 10): one stepper row at any length and width, and the fixes
// every wizard built on the engine inherits.

/** Every step of the stepper shares one top: the stepper is one row. */
async function expectOneRow(page: Page) {
  const steps = page.getByRole('navigation', { name: 'Steps' }).getByRole('listitem');
  const tops = await steps.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThanOrEqual(5);
  expect(new Set(tops).size, `step tops ${tops.join(', ')}`).toBe(1);
}

for (const width of [1440, 768]) {
  test(`the 5-step quote, 8-step pickup and 10-step drop-freight steppers stay on one row at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, request, 'admin', '/quote/new');
    await expect(stepHeading(page, 'Details')).toBeVisible();
    await expectOneRow(page);
    await checkScreen(page, `wizard-stepper-quote-${width}`);

    await page.goto('./#/pickup/new');
    await fillNewPickupToSchedule(page);
    await expect(page.getByRole('navigation', { name: 'Steps' }).getByRole('listitem')).toHaveCount(8);
    await expectOneRow(page);
    // A step shown as a dot keeps its name for assistive technology.
    await expect(page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: /Accounts/ })).toBeVisible();
    await checkScreen(page, `wizard-stepper-pickup-${width}`);

    await page.goto('./#/directdropfreight/new');
    await numberElectronically(page);
    await expect(page.getByRole('navigation', { name: 'Steps' }).getByRole('listitem')).toHaveCount(10);
    await expectOneRow(page);
    await checkScreen(page, `wizard-stepper-drop-freight-${width}`);
  });
}

test('one problem, one message: a route that fails does not also fail the freight type', async ({ page, request }) => {
  await openAs(page, request, 'admin', '/quote/new');
  // A valid quote whose receiver then becomes the sender's suburb.
  await fillValidDetails(page);
  await pickSuburb(page, 'Receiver', BRISBANE.typed, BRISBANE.label);
  await nextButton(page).click();
  await expect(page.getByText(DETAILS_MESSAGES.destinationsMatch).first()).toBeVisible();
  await expect(page.getByText(FREIGHT_MESSAGES.typeNotOnRoute)).toHaveCount(0);
  await checkScreen(page, 'wizard-one-message-same-suburb');

  await pickSuburb(page, 'Sender', 'Darwin', 'Darwin 0800 NT');
  await pickSuburb(page, 'Receiver', 'Hobart', 'Hobart 7000 TAS');
  await nextButton(page).click();
  await expect(page.getByText(DETAILS_MESSAGES.cannotShip).first()).toBeVisible();
  await expect(page.getByText(FREIGHT_MESSAGES.typeNotOnRoute)).toHaveCount(0);
  await checkScreen(page, 'wizard-one-message-cannot-ship');
});

test('the accept notice sits in the page and ends with it; a user without prices is told why', async ({ page, request }) => {
  await openAs(page, request, 'booker', '/quote/new');
  await fillValidDetails(page);
  await continueToSummary(page);
  await expect(page.getByTestId('quote-prices-hidden')).toHaveText(BOOKING_MESSAGES.pricesNotShown);
  await checkScreen(page, 'wizard-quote-prices-hidden');

  await nextButton(page, 'Accept Quote').click();
  const notice = page.getByRole('main').getByRole('alert').filter({ hasText: /has been accepted/ });
  await expect(notice).toBeVisible();
  await checkScreen(page, 'wizard-accept-notice-inline');
  await page.getByTestId('accept-quote').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /has been accepted/ })).toHaveCount(0);
});

test('times read HH:mm and the date picker arrows are named', async ({ page, request }) => {
  await openAs(page, request, 'booker', '/pickup/new');
  await fillNewPickupToSchedule(page);
  await expect(page.getByLabel('Open From')).toHaveValue('07:00');
  await expect(page.getByLabel('Open From')).toHaveAttribute('placeholder', 'HH:mm');
  await page.getByRole('radio', { name: 'Ready At' }).click();
  await page.getByRole('button', { name: 'Ready At Date' }).click();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeVisible();
  // Photographed closed: the open calendar is Mantine's own dropdown (an unnamed dialog).
  await page.keyboard.press('Escape');
  await checkScreen(page, 'wizard-schedule-date-picker');
});

test('Finish on Create Consignment says where it goes', async ({ page, request }) => {
  const pickupNumber = await pickupByApi(request, 'admin');
  await completeByApi(request, 'admin', pickupNumber);
  await openAs(page, request, 'admin', '/pickup');
  await page.getByTestId(`pickup-row-${pickupNumber}`).getByRole('link', { name: pickupNumber }).click();
  await expect(stepHeading(page, 'Review Pickup')).toBeVisible();
  await nextButton(page).click();
  const finish = nextButton(page, 'Finish');
  await expect(finish).toBeVisible();
  await expect(page.getByText(BOOKING_MESSAGES.finishToPickups)).toBeVisible();
  await checkScreen(page, 'wizard-finish-hint');
  await finish.click();
  await expect(page.getByRole('heading', { name: 'Existing Pickups' })).toBeVisible();
});
