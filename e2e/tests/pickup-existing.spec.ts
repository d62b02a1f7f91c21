import { expect, test, type Page } from '../support/test';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { completeByApi, editButtons, pickupByApi, stepHeading } from '../support/pickup';
import { nextButton, openAs } from '../support/quote';
import { checkScreen } from '../support/screens';

// Existing pickups opened from the list (spec 02 sections 4 and 6): a booked one (status 0) is
// edited by a Pickups.edit user, a completed one and any one a Pickups.view user opens are read-only.

/** Opens a pickup from the pickups list, as a user would. */
async function openFromList(page: Page, pickupNumber: string) {
  await page.getByTestId(`pickup-row-${pickupNumber}`).getByRole('link', { name: pickupNumber }).click();
  await expect(page.getByTestId('review-pickup-number')).toHaveText(`Pickup ${pickupNumber}`);
}

test('a booked pickup reopened from the list is edited and saved', async ({ page, request }) => {
  const pickupNumber = await pickupByApi(request, 'booker', { instructions: 'Ring on arrival.' });
  await openAs(page, request, 'booker', '/pickup');
  await expect(page.getByTestId(`pickup-row-${pickupNumber}`)).toContainText('Booked');
  await openFromList(page, pickupNumber);

  await expect(page.getByTestId('pickup-status')).toHaveText('Booked');
  await expect(editButtons(page)).toHaveCount(5);
  // Nothing changed yet: Next goes on to its consignment without saving.
  await expect(nextButton(page)).toBeEnabled();
  await checkScreen(page, 'pickup-existing-booked');
  await page.getByRole('button', { name: 'Edit Special Instructions' }).click();

  await expect(stepHeading(page, 'Special Instructions')).toBeVisible();
  await page.getByRole('textbox', { name: 'Special Instructions' }).fill('Side gate; ask for Sam.');
  await nextButton(page).click();
  await expect(page.getByTestId('review-instructions')).toContainText('Side gate; ask for Sam.');
  await nextButton(page, 'Save Pickup').click();

  // Saved under the same number, and still open for a consignment.
  await expect(stepHeading(page, 'Create Consignment')).toBeVisible();
  await expect(page.getByTestId('booked-pickup-number')).toHaveText(`Pickup ${pickupNumber}`);
  await checkScreen(page, 'pickup-existing-saved');

  await page.goto('./#/pickup');
  await openFromList(page, pickupNumber);
  await expect(page.getByTestId('review-instructions')).toContainText('Side gate; ask for Sam.');
  await expect(page.getByTestId('pickup-status')).toHaveText('Booked');
});

test('a completed pickup opens read-only, with its consignment and Print Label', async ({ page, request }) => {
  const pickupNumber = await pickupByApi(request, 'booker');
  const conNumber = await completeByApi(request, 'booker', pickupNumber);
  await openAs(page, request, 'booker', '/pickup');
  const row = page.getByTestId(`pickup-row-${pickupNumber}`);
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('link', { name: conNumber })).toBeVisible();
  await openFromList(page, pickupNumber);

  await expect(page.getByTestId('pickup-status')).toHaveText('Completed');
  await expect(editButtons(page)).toHaveCount(0);
  await expect(page.getByTestId('review-consignment')).toContainText(`Consignment ${conNumber}`);
  await expect(page.getByRole('link', { name: 'Print Label' })).toBeVisible();
  await checkScreen(page, 'pickup-existing-completed');

  // The steps show, and keep, what was booked.
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: /Special Instructions/ }).click();
  await expect(page.getByRole('textbox', { name: 'Special Instructions' })).toHaveAttribute('readonly');
  await nextButton(page).click();
  await expect(page.getByTestId('pickup-status')).toHaveText('Completed');
  await nextButton(page).click();
  await expect(page.getByTestId('consignment-number')).toHaveText(`Consignment ${conNumber}`);
  await expect(page.getByRole('button', { name: 'Create Consignment', exact: true })).toHaveCount(0);
});

test('the viewer opens a pickup read-only, and gets Permission Denied on New Pickup', async ({ page, request }) => {
  const pickupNumber = await pickupByApi(request, 'booker');
  await openAs(page, request, 'viewer', '/pickup');
  // Duplicating makes a pickup: not for a viewer.
  await expect(page.getByRole('button', { name: `Duplicate Pickup ${pickupNumber}` })).toBeDisabled();
  await openFromList(page, pickupNumber);

  await expect(page.getByTestId('pickup-status')).toHaveText('Booked');
  await expect(editButtons(page)).toHaveCount(0);
  await expect(nextButton(page, 'Book Pickup')).toHaveCount(0);
  await expect(nextButton(page, 'Save Pickup')).toHaveCount(0);
  await checkScreen(page, 'pickup-existing-viewer');

  await page.goto('./#/pickup');
  await page.getByRole('link', { name: 'New Pickup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Permission Denied' });
  await expect(dialog).toContainText(BOOKING_MESSAGES.noAccessCreatePickup);
  await expect(dialog).toContainText('You do not have access to create a pickup.');
  await checkScreen(page, 'pickup-permission-denied-viewer');
  await dialog.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();
});
