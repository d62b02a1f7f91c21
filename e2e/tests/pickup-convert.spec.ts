import { expect, test } from '../support/test';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { CONNOTE_MESSAGES } from '@portal/domain/consignment/connote-number';
import { demoManualConnote } from '../../apps/server/src/db/seed/connote-books';
import { acceptQuoteByApi, editButtons, stepHeading } from '../support/pickup';
import { BRISBANE, expectMessage, nextButton, openAs, quoteByApi, SYDNEY } from '../support/quote';
import { checkScreen } from '../support/screens';
import { ACME } from '../support/session';

test('an accepted quote is converted to a pickup and completed with a manual connote', async ({ page, request }, testInfo) => {
  // Pickup required (2): the accepted quote converts to a pickup only.
  const quoteNumber = await quoteByApi(request, 'booker', { customerRef: 'Quoted pickup', pickupRequired: 2 });
  await acceptQuoteByApi(request, 'booker', quoteNumber);
  await openAs(page, request, 'booker', '/quote');
  await page.getByTestId(`quote-row-${quoteNumber}`).getByRole('link', { name: quoteNumber }).click();
  const accepted = page.getByTestId('accept-quote');
  await expect(accepted).toContainText(`Quote ${quoteNumber}`);
  await accepted.getByRole('button', { name: 'Convert to Pickup' }).click();

  await expect(stepHeading(page, 'Accounts')).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).click();
  await nextButton(page).click();

  // The quote's suburbs and references come along; the suburbs cannot change.
  await expect(stepHeading(page, 'Details')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sender Suburb/City' })).toHaveValue(BRISBANE.label);
  await expect(page.getByRole('combobox', { name: 'Receiver Suburb/City' })).toHaveValue(SYDNEY.label);
  await expect(page.getByRole('combobox', { name: 'Sender Suburb/City' })).toBeDisabled();
  await expect(page.getByLabel('Purchase Order #')).toHaveValue('PO-API-1');
  await expect(page.getByLabel('Customer Reference (Optional)')).toHaveValue('Quoted pickup');
  // A pickup visits its sender, a delivery its receiver: each is named (decision 0043).
  const sender = page.getByRole('group', { name: "Sender's Details" });
  await sender.getByLabel('Full Name').fill('Bella Booker');
  await sender.getByLabel('Phone', { exact: true }).fill('411 888 997');
  await sender.getByLabel('Street Address').fill('1 Ann Street');
  const receiver = page.getByRole('group', { name: "Receiver's Details" });
  await receiver.getByLabel('Full Name').fill('Sam Harbour');
  await receiver.getByLabel('Phone', { exact: true }).fill('411 888 998');
  await receiver.getByLabel('Street Address').fill('9 Church Street');
  await receiver.getByLabel('Business Name').fill('Harbour Builders');
  await checkScreen(page, 'pickup-convert-details');
  await nextButton(page).click();

  // Check Freight: the quote's freight, locked, with the warning.
  await expect(stepHeading(page, 'Check Freight')).toBeVisible();
  await expectMessage(page, BOOKING_MESSAGES.quotedFreightLocked);
  await expect(page.getByText('Cartons of hardware')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Line Item' })).toHaveCount(0);
  await checkScreen(page, 'pickup-convert-check-freight');
  await nextButton(page).click();

  await expect(stepHeading(page, 'Dangerous Goods')).toBeVisible();
  await expectMessage(page, BOOKING_MESSAGES.dgCannotBeSelected);
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeDisabled();
  await checkScreen(page, 'pickup-convert-dangerous-goods');
  await nextButton(page).click();

  await expect(stepHeading(page, 'Schedule Pickup')).toBeVisible();
  await page.getByLabel('Open From').fill('07:00');
  await page.getByLabel('Closed After').fill('17:00');
  await nextButton(page).click();
  await expect(stepHeading(page, 'Special Instructions')).toBeVisible();
  await nextButton(page).click();

  // Freight and dangerous goods keep no Edit link: the quote fixed them.
  await expect(stepHeading(page, 'Review Pickup')).toBeVisible();
  await expect(page.getByTestId('review-details')).toContainText(quoteNumber);
  await expect(editButtons(page)).toHaveCount(3);
  for (const name of ['Edit Details', 'Edit Schedule', 'Edit Special Instructions']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await checkScreen(page, 'pickup-convert-review');
  await nextButton(page, 'Book Pickup').click();

  await expect(stepHeading(page, 'Create Consignment')).toBeVisible();
  const booked = page.getByTestId('booked-pickup-number');
  await expect(booked).toHaveText(/^Pickup P\d{7}$/);
  const pickupNumber = (await booked.textContent())!.replace('Pickup ', '');
  await page.getByRole('radio', { name: 'Manual Connote' }).click();
  const number = page.getByLabel('Consignment Number');
  // A number whose check digit is wrong is refused by the server, with its reason.
  await number.fill('FP100000018');
  await page.getByRole('button', { name: 'Create Consignment', exact: true }).click();
  await expect(page.getByTestId('pickup-page-errors')).toContainText(CONNOTE_MESSAGES.invalidCheckDigit('FP100000018'));
  await checkScreen(page, 'pickup-convert-manual-connote-error');

  // A CI retry takes the next number of the book: a used one is refused.
  const conNumber = demoManualConnote(ACME, 1 + testInfo.retry);
  await number.fill(conNumber);
  await page.getByRole('button', { name: 'Create Consignment', exact: true }).click();
  await expect(page.getByTestId('consignment-number')).toHaveText(`Consignment ${conNumber}`);
  await expect(page.getByText('Manual connote')).toBeVisible();
  await expect(page.getByTestId('pickup-page-errors')).not.toContainText(CONNOTE_MESSAGES.invalidCheckDigit('FP100000018'));
  await expect(page.getByRole('link', { name: 'Print Label' })).toBeVisible();
  await checkScreen(page, 'pickup-convert-consignment-created');

  // The lists link the quote, the pickup and the consignment to each other.
  await nextButton(page, 'Finish').click();
  const row = page.getByTestId(`pickup-row-${pickupNumber}`);
  await expect(row.getByRole('link', { name: quoteNumber })).toBeVisible();
  await expect(row.getByRole('link', { name: conNumber })).toBeVisible();
  await expect(row).toContainText('Completed');
  await page.goto('./#/quote');
  const quoteRow = page.getByTestId(`quote-row-${quoteNumber}`);
  await expect(quoteRow).toContainText(conNumber);
  await expect(quoteRow).toContainText('Converted');
  await quoteRow.getByRole('link', { name: pickupNumber }).click();
  await expect(page.getByTestId('review-pickup-number')).toHaveText(`Pickup ${pickupNumber}`);
  await expect(page.getByTestId('pickup-status')).toHaveText('Completed');
});
