import { expect, test } from '../support/test';
import { BOOKING_MESSAGES, localCopyPrompt } from '@portal/domain/booking-messages';
import { fillNewPickupToSchedule, pickupByApi, stepHeading, stepperStep } from '../support/pickup';
import { CARTON, lineItem, nextButton, openAs } from '../support/quote';
import { checkScreen } from '../support/screens';

// The local copy of spec 02 section 4: a reload mid-wizard offers to open it, reload the pickup
// from the server (once the server has it), or start new.

test('a reload mid-wizard offers the local copy: open it, or start new', async ({ page, request }) => {
  await openAs(page, request, 'booker', '/pickup/new');
  await fillNewPickupToSchedule(page);

  await page.reload();
  const prompt = page.getByRole('dialog', { name: 'Pickup in Progress' });
  await expect(prompt).toContainText(BOOKING_MESSAGES.outstandingPickup);
  // Never sent to the server: there is nothing to reload from.
  await expect(prompt.getByRole('button', { name: 'Reload from Server' })).toHaveCount(0);
  await checkScreen(page, 'pickup-local-copy-prompt');
  await prompt.getByRole('button', { name: 'Open Local Copy' }).click();
  await expect(stepHeading(page, 'Schedule Pickup')).toBeVisible();
  await stepperStep(page, 'Enter Freight').click();
  await expect(lineItem(page, 1).getByLabel('Item Reference')).toHaveValue(CARTON.ref);

  await page.reload();
  await prompt.getByRole('button', { name: 'Start New' }).click();
  await expect(stepHeading(page, 'Accounts')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
});

test('a booked pickup edited then reloaded can be reloaded from the server', async ({ page, request }) => {
  const pickupNumber = await pickupByApi(request, 'booker', { instructions: 'Ring on arrival.' });
  await openAs(page, request, 'booker', '/pickup');
  await page.getByTestId(`pickup-row-${pickupNumber}`).getByRole('link', { name: pickupNumber }).click();
  await page.getByRole('button', { name: 'Edit Special Instructions' }).click();
  await page.getByRole('textbox', { name: 'Special Instructions' }).fill('Not saved.');
  await nextButton(page).click();
  await expect(nextButton(page, 'Save Pickup')).toBeVisible();

  await page.reload();
  const prompt = page.getByRole('dialog', { name: 'Pickup in Progress' });
  await expect(prompt).toContainText(localCopyPrompt('Pickup', pickupNumber));
  await checkScreen(page, 'pickup-local-copy-prompt-booked');
  await prompt.getByRole('button', { name: 'Reload from Server' }).click();
  await expect(page.getByTestId('review-pickup-number')).toHaveText(`Pickup ${pickupNumber}`);
  await expect(page.getByTestId('review-instructions')).toContainText('Ring on arrival.');
  await expect(nextButton(page)).toBeEnabled();
});
