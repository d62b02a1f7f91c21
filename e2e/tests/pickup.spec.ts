import { expect, test } from '../support/test';
import { CARTON, choose, fillLineItem, nextButton, openAs, pickSuburb, SYDNEY } from '../support/quote';
import { editButtons, savedAddress, stepHeading, stepperStep } from '../support/pickup';
import { checkScreen } from '../support/screens';

const VALLEY = 'Acme Hardware Fortitude Valley, 301 Wickham Street, Fortitude Valley QLD 4006';

test('a new pickup is booked and completed with an electronic connote', async ({ page, request }) => {
  await openAs(page, request, 'booker', '/pickup');
  await expect(page.getByRole('heading', { name: 'Existing Pickups' })).toBeVisible();
  await page.getByRole('link', { name: 'New Pickup' }).click();

  await expect(stepHeading(page, 'Accounts')).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await page.getByRole('radio', { name: 'Yes' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Is Acme Hardware Pty Ltd paying for this freight?' })).toBeVisible();
  await checkScreen(page, 'pickup-accounts');
  await nextButton(page).click();

  // The company's usual sender is filled in; another saved address replaces it.
  await expect(stepHeading(page, 'Details')).toBeVisible();
  await choose(page, savedAddress(page, 'Sender'), VALLEY);
  const sender = page.getByRole('group', { name: "Sender's Details" });
  await expect(sender.getByLabel('Full Name')).toHaveValue('Priya Natarajan');
  await expect(page.getByRole('combobox', { name: 'Sender Suburb/City' })).toHaveValue('Fortitude Valley 4006 QLD');
  await choose(page, savedAddress(page, 'Receiver'), 'Manual Address');
  const receiver = page.getByRole('group', { name: "Receiver's Details" });
  await receiver.getByLabel('Full Name').fill('Sam Harbour');
  await receiver.getByLabel('Phone', { exact: true }).fill('411 888 998');
  await receiver.getByLabel('Email Address').fill('sam@harbourbuilders.example');
  await receiver.getByLabel('Street Address').fill('9 Church Street');
  await pickSuburb(page, 'Receiver', SYDNEY.typed, SYDNEY.label);
  await expect(receiver.getByLabel('Postcode')).toHaveValue('2150');
  await receiver.getByLabel('Business Name').fill('Harbour Builders');
  await page.getByLabel('Purchase Order #').fill('PO-P-1');
  await page.getByLabel('Customer Reference (Optional)').fill('Valley to Parramatta');
  await checkScreen(page, 'pickup-details');
  await nextButton(page).click();

  await expect(stepHeading(page, 'Enter Freight')).toBeVisible();
  await fillLineItem(page, 1, CARTON);
  await checkScreen(page, 'pickup-freight');
  await nextButton(page).click();

  await expect(stepHeading(page, 'Dangerous Goods')).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).click();
  await nextButton(page).click();

  await expect(stepHeading(page, 'Schedule Pickup')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Ready Now' })).toBeChecked();
  await page.getByLabel('Open From').fill('07:00');
  await page.getByLabel('Closed After').fill('17:00');
  await expect(page.getByLabel('Freight Booked By')).not.toHaveValue('');
  await expect(page.getByTestId('schedule-day')).toHaveText(/^Pickup day: \w+day, \d{1,2} \w+ \d{4}$/);
  const scheduleDay = await page.getByTestId('schedule-day').getAttribute('data-schedule-day');
  await checkScreen(page, 'pickup-schedule');
  await nextButton(page).click();

  await expect(stepHeading(page, 'Special Instructions')).toBeVisible();
  // The company's default instructions are its usual sender's: another sender starts without them.
  const instructions = page.getByRole('textbox', { name: 'Special Instructions' });
  await expect(instructions).toHaveValue('');
  await instructions.fill('Ring on arrival; loading dock at the rear.');
  await nextButton(page).click();

  const review = page.getByTestId('review-pickup');
  await expect(stepHeading(page, 'Review Pickup')).toBeVisible();
  await expect(review.getByTestId('review-ready')).toHaveText('Ready Now');
  await expect(review.getByTestId('review-instructions')).toContainText('Ring on arrival; loading dock at the rear.');
  await expect(review.getByTestId('review-details')).toContainText('Harbour Builders');
  await expect(editButtons(page)).toHaveCount(5);
  await expect(page.getByTestId('review-pickup-number')).toHaveCount(0);
  await checkScreen(page, 'pickup-review');
  await nextButton(page, 'Book Pickup').click();

  await expect(stepHeading(page, 'Create Consignment')).toBeVisible();
  await expect(page.getByTestId('pickup-booked')).toBeVisible();
  const booked = page.getByTestId('booked-pickup-number');
  await expect(booked).toHaveText(/^Pickup P\d{7}$/);
  // The server, on its own clock, books the day the browser showed.
  await expect(page.getByTestId('booked-schedule-day')).toHaveAttribute('data-schedule-day', scheduleDay!);
  const pickupNumber = (await booked.textContent())!.replace('Pickup ', '');
  await expect(page.getByRole('radio', { name: 'Electronic Connote' })).toBeChecked();
  await expect(page.getByLabel('Copy to Email (Optional)')).toHaveValue('dispatch@acmehardware.example');
  await checkScreen(page, 'pickup-create-consignment');
  await page.getByRole('button', { name: 'Create Consignment', exact: true }).click();

  const consignment = page.getByTestId('consignment-number');
  await expect(consignment).toHaveText(/^Consignment FP\d{9}$/);
  const conNumber = (await consignment.textContent())!.replace('Consignment ', '');
  await expect(page.getByRole('link', { name: 'Print Label' })).toBeVisible();
  await expect(nextButton(page, 'Finish')).toBeEnabled();
  // The notice opens below the header, not over the stepper (two rows of 8 steps at 1440 px).
  const notice = page.getByRole('alert').filter({ hasText: `Consignment ${conNumber} has been created for pickup ${pickupNumber}.` });
  await expect(notice).toBeVisible();
  const header = (await page.locator('header').boundingBox())!;
  expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await checkScreen(page, 'pickup-consignment-created');

  // Completed: Review Pickup keeps no Edit links and offers Print Label.
  await stepperStep(page, 'Review Pickup').click();
  await expect(page.getByTestId('pickup-status')).toHaveText('Completed');
  await expect(page.getByTestId('review-consignment')).toContainText(`Consignment ${conNumber}`);
  await expect(page.getByTestId('review-consignment').getByRole('link', { name: 'Print Label' })).toBeVisible();
  await expect(editButtons(page)).toHaveCount(0);
  await checkScreen(page, 'pickup-review-completed');
  await nextButton(page).click();
  await nextButton(page, 'Finish').click();

  await expect(page.getByRole('heading', { name: 'Existing Pickups' })).toBeVisible();
  const row = page.getByTestId(`pickup-row-${pickupNumber}`);
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('link', { name: conNumber })).toBeVisible();
  await checkScreen(page, 'pickup-list');

  // The server holds the completed pickup: a new one starts without the local-copy prompt.
  await page.getByRole('link', { name: 'New Pickup' }).click();
  await expect(stepHeading(page, 'Accounts')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Pickup in Progress' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
});
