import { expect, test } from '../support/test';
import { duplicatePickupConfirm } from '@portal/domain/pickup/pickup-access';
import { completeByApi, editButtons, pickupByApi } from '../support/pickup';
import { openAs } from '../support/quote';
import { checkScreen } from '../support/screens';

test('duplicate from the list: the copy opens, booked under a new number, and joins the list', async ({ page, request }) => {
  // Even a completed pickup can be copied: the copy is a new booking, open for edits.
  const original = await pickupByApi(request, 'booker', { pickupRef: 'To be copied', instructions: 'Copied instructions.' });
  await completeByApi(request, 'booker', original);
  await openAs(page, request, 'booker', '/pickup');
  const row = page.getByTestId(`pickup-row-${original}`);
  await expect(row).toContainText('Acme Hardware Fortitude Valley (Fortitude Valley 4006 QLD)');
  await expect(row).toContainText('Harbour Builders (Parramatta 2150 NSW)');

  await row.getByRole('button', { name: `Duplicate Pickup ${original}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate Pickup' });
  await expect(dialog).toContainText(duplicatePickupConfirm(original));
  await checkScreen(page, 'pickup-duplicate-confirm');
  await dialog.getByTestId('confirm-duplicate-pickup').click();

  await expect(dialog).toHaveCount(0);
  const number = page.getByTestId('review-pickup-number');
  await expect(number).toHaveText(/^Pickup P\d{7}$/);
  await expect(number).not.toHaveText(`Pickup ${original}`);
  const copy = (await number.textContent())!.replace('Pickup ', '');
  await expect(page.getByTestId('pickup-status')).toHaveText('Booked');
  await expect(page.getByTestId('review-instructions')).toContainText('Copied instructions.');
  await expect(page.getByTestId('review-consignment')).toHaveCount(0);
  await expect(editButtons(page)).toHaveCount(5);
  await checkScreen(page, 'pickup-duplicate-opened');

  await page.goto('./#/pickup');
  await expect(page.getByTestId(`pickup-row-${copy}`)).toContainText('Booked');
  await expect(page.getByTestId(`pickup-row-${original}`)).toContainText('Completed');
});
