import { expect, test, type Page } from '../support/test';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { CONNOTE_MESSAGES, connoteNumberOf } from '@portal/domain/consignment/connote-number';
import { demoManualConnote } from '../../apps/server/src/db/seed/connote-books';
import { dayText, pickDay } from '../support/calendar';
import { downloaded, pdfText } from '../support/consignment';
import { draftAtScheduleByApi, dropFreightByApi, dropInDay, localDropFreight, numberElectronically } from '../support/drop-freight';
import { acceptQuoteByApi, stepHeading, stepperStep } from '../support/pickup';
import { CARTON, expectMessage, fillLineItem, nextButton, openAs, pickSuburb, quoteByApi, SYDNEY } from '../support/quote';
import { checkScreen } from '../support/screens';
import { ACME } from '../support/session';

// Issue 11: the direct and quote-based drop-freight wizards and the Existing Drop Freight list
// (spec 02 sections 2, 4 and 6), driven as a customer would, axe on every screen.

const editButtons = (page: Page) => page.getByTestId('review-drop-freight').getByRole('button', { name: /^Edit / });

test('a direct drop freight with a manual connote from a book is booked, listed and its label printed', async ({ page, request }) => {
  // Every step of the wizard and its PDF label: the longest path, each step now saved on the server (decision 0040).
  test.slow();
  await openAs(page, request, 'booker', '/dropfreight');
  await expect(page.getByRole('heading', { name: 'Existing Drop Freight' })).toBeVisible();
  await expect(page.getByTestId('consignments-from')).toHaveText(/^Consignments from \d{4}-\d{2}-\d{2}$/);
  await expect(page.getByText('Loading Data...')).toHaveCount(0);
  await checkScreen(page, 'drop-freight-list');
  await page.getByRole('link', { name: 'New Drop Freight' }).click();

  await expect(stepHeading(page, 'Accounts')).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).click();
  await nextButton(page).click();

  // A number outside the company's books is refused by the server; one from a book is taken.
  await expect(stepHeading(page, 'Enter Consignment Number')).toBeVisible();
  await page.getByRole('radio', { name: 'Manual Connote' }).click();
  const foreign = connoteNumberOf(30_000_000);
  await page.getByTestId('connote-number').fill(foreign);
  await nextButton(page).click();
  await expect(page.getByText(CONNOTE_MESSAGES.notInBooks(foreign))).toBeVisible();
  await checkScreen(page, 'drop-freight-consignment-number');
  const conNumber = demoManualConnote(ACME, 901);
  await page.getByTestId('connote-number').fill(conNumber);
  await nextButton(page).click();

  await expect(stepHeading(page, 'Details')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sender Suburb/City' })).not.toHaveValue('');
  const receiver = page.getByRole('group', { name: "Receiver's Details" });
  await receiver.getByLabel('Full Name').fill('Sam Harbour');
  await receiver.getByLabel('Phone', { exact: true }).fill('411 888 998');
  await receiver.getByLabel('Street Address').fill('9 Church Street');
  await pickSuburb(page, 'Receiver', SYDNEY.typed, SYDNEY.label);
  await receiver.getByLabel('Business Name').fill('Harbour Builders');
  await page.getByLabel('Purchase Order #').fill('PO-DF-1');
  await page.getByLabel('Customer Reference (Optional)').fill('Dropped at Brisbane');
  await nextButton(page).click();

  await expect(stepHeading(page, 'Check Freight')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Book Price Per Item' })).toBeVisible();
  await fillLineItem(page, 1, CARTON);
  await checkScreen(page, 'drop-freight-check-freight');
  await nextButton(page).click();

  await expect(stepHeading(page, 'Additional Services')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'No pickup, freight dropped at the depot' })).toBeChecked();
  await page.getByRole('radio', { name: 'Delivery required', exact: true }).click();
  await checkScreen(page, 'drop-freight-services');
  await nextButton(page).click();

  await expect(stepHeading(page, 'Dangerous Goods')).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).click();
  await nextButton(page).click();

  await expect(stepHeading(page, 'Schedule Drop In')).toBeVisible();
  await expect(page.getByTestId('drop-in-depot')).toContainText('Brisbane');
  await expect(page.getByLabel('Freight Booked By')).not.toHaveValue('');
  const day = await dropInDay(request);
  await pickDay(page, 'Drop In Date', day);
  await checkScreen(page, 'drop-freight-schedule');
  await nextButton(page).click();

  // The direct wizard's own instructions screen says where and when the freight goes in.
  await expect(stepHeading(page, 'Special Instructions')).toBeVisible();
  await expect(page.getByTestId('drop-in-summary')).toContainText(dayText(day));
  await page.getByRole('textbox', { name: 'Special Instructions' }).fill('Two cartons, shrink-wrapped.');
  await checkScreen(page, 'drop-freight-instructions');
  await nextButton(page).click();

  await expect(stepHeading(page, 'Review Dropfreight')).toBeVisible();
  await expect(page.getByTestId('review-consignment-number')).toHaveText(`Consignment ${conNumber}`);
  await expect(page.getByTestId('drop-freight-status')).toHaveText('Draft');
  await expect(page.getByTestId('review-drop-in-day')).toHaveText(dayText(day));
  await expect(editButtons(page)).toHaveCount(6);
  await checkScreen(page, 'drop-freight-review');
  await nextButton(page).click();

  await expect(stepHeading(page, 'Create Consignment')).toBeVisible();
  await page.getByRole('button', { name: 'Create Consignment', exact: true }).click();
  await expect(page.getByTestId('consignment-number')).toHaveText(`Consignment ${conNumber}`);
  await expect(page.getByText('Manual connote')).toBeVisible();
  await checkScreen(page, 'drop-freight-created');

  // Its label, as a customer prints it before dropping the freight in.
  await page.getByRole('link', { name: 'Print Label' }).click();
  await expect(page.getByTestId('label-con-number')).toHaveText(`Consignment ${conNumber}`);
  const labels = page.getByTestId('label-section');
  await expect(page.getByText('Generating label')).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), labels.getByRole('button', { name: 'Save as PDF' }).click()]);
  const label = await downloaded(download);
  expect(label.name).toBe(`Consignment ${conNumber} Label.pdf`);
  expect(await pdfText(label.bytes)).toContain(conNumber);

  // Booked: in the list, with a duplicate icon.
  await page.goto('./#/dropfreight');
  const row = page.getByTestId(`drop-freight-row-${conNumber}`);
  await expect(row).toContainText('Booked');
  await expect(row).toContainText('Dropped at Brisbane');
  await expect(row.getByRole('button', { name: `Duplicate Drop Freight ${conNumber}` })).toBeEnabled();
});

test('a booked drop freight is duplicated from the list and opens at Schedule Drop In on the existing route', async ({ page, request }) => {
  const conNumber = await dropFreightByApi(request);
  await openAs(page, request, 'booker', '/dropfreight');
  await page.getByTestId(`drop-freight-row-${conNumber}`).getByRole('button', { name: `Duplicate Drop Freight ${conNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate Drop Freight' });
  await expect(dialog).toContainText(`This will create a copy of consignment ${conNumber}. Are you sure you want to continue?`);
  await checkScreen(page, 'drop-freight-duplicate-dialog');
  await dialog.getByRole('button', { name: 'Duplicate Drop Freight' }).click();

  await expect(stepHeading(page, 'Schedule Drop In')).toBeVisible();
  await expect(page).toHaveURL(/#\/directdropfreight\/existing$/);
  // The server's message sits in the page's notice area, over nothing.
  await expect(page.getByRole('alert').filter({ hasText: `Drop freight ${conNumber} has been copied to` })).toBeVisible();
  const copy = await localDropFreight(page);
  expect(copy.conNumber).not.toBe(conNumber);
  expect([copy.status, copy.progress, copy.customerRef]).toEqual([2, 7, 'API drop freight']);
  await checkScreen(page, 'drop-freight-duplicate-opened');

  // On the existing route step 2 is passed over in both directions.
  await stepperStep(page, 'Details').click();
  await expect(stepHeading(page, 'Details')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Accounts')).toBeVisible();
  await nextButton(page).click();
  await expect(stepHeading(page, 'Details')).toBeVisible();
});

test('an accepted quote without pickup becomes a drop freight', async ({ page, request }) => {
  const quoteNumber = await quoteByApi(request, 'booker', { customerRef: 'Quoted drop in', pickupRequired: 1, deliveryRequired: 2 });
  await acceptQuoteByApi(request, 'booker', quoteNumber);
  await openAs(page, request, 'booker', '/quote');
  await page.getByTestId(`quote-row-${quoteNumber}`).getByRole('link', { name: quoteNumber }).click();
  const accepted = page.getByTestId('accept-quote');
  await expect(accepted.getByRole('button', { name: 'Convert to Pickup' })).toBeDisabled();
  await accepted.getByRole('button', { name: 'Drop Freight in' }).click();

  const conNumber = await numberElectronically(page);
  await expect(page.getByRole('combobox', { name: 'Sender Suburb/City' })).toBeDisabled();
  await expect(page.getByLabel('Customer Reference (Optional)')).toHaveValue('Quoted drop in');
  const receiver = page.getByRole('group', { name: "Receiver's Details" });
  await receiver.getByLabel('Full Name').fill('Sam Harbour');
  await receiver.getByLabel('Phone', { exact: true }).fill('411 888 998');
  await receiver.getByLabel('Street Address').fill('9 Church Street');
  await checkScreen(page, 'drop-freight-quote-details');
  await nextButton(page).click();

  await expect(stepHeading(page, 'Check Freight')).toBeVisible();
  await expectMessage(page, BOOKING_MESSAGES.quotedFreightLocked);
  await expect(page.getByRole('switch', { name: 'Book Price Per Item' })).toHaveCount(0);
  await nextButton(page).click();
  await expect(stepHeading(page, 'Additional Services')).toBeVisible();
  await nextButton(page).click();
  await expect(stepHeading(page, 'Dangerous Goods')).toBeVisible();
  await nextButton(page).click();
  await expect(stepHeading(page, 'Schedule Drop In')).toBeVisible();
  await pickDay(page, 'Drop In Date', await dropInDay(request));
  await nextButton(page).click();
  await expect(stepHeading(page, 'Special Instructions')).toBeVisible();
  await expect(page.getByTestId('drop-in-summary')).toHaveCount(0);
  await nextButton(page).click();
  await expect(stepHeading(page, 'Review Dropfreight')).toBeVisible();
  await expect(page.getByTestId('review-details')).toContainText(quoteNumber);
  await nextButton(page).click();
  await page.getByRole('button', { name: 'Create Consignment', exact: true }).click();
  await expect(page.getByTestId('consignment-number')).toHaveText(`Consignment ${conNumber}`);

  // The quote lists its consignment.
  await page.goto('./#/quote');
  await expect(page.getByTestId(`quote-row-${quoteNumber}`).getByRole('link', { name: conNumber })).toBeVisible();
});

test('both forms of the Drop Freight in Progress dialog after a reload', async ({ page, request }) => {
  await openAs(page, request, 'booker', '/directdropfreight/new');
  await page.getByRole('radio', { name: 'Yes' }).click();
  await nextButton(page).click();
  await expect(stepHeading(page, 'Enter Consignment Number')).toBeVisible();

  // Unnumbered: the outstanding drop freight resumes at its step.
  await page.reload();
  const outstanding = page.getByRole('dialog', { name: 'Drop Freight in Progress' });
  await expect(outstanding).toContainText(BOOKING_MESSAGES.outstandingDropFreight);
  await expect(outstanding.getByRole('button', { name: 'No, new drop freight' })).toBeVisible();
  await checkScreen(page, 'drop-freight-outstanding-dialog');
  await outstanding.getByRole('button', { name: 'Yes' }).click();
  await expect(stepHeading(page, 'Enter Consignment Number')).toBeVisible();
  await nextButton(page).click();
  await expect(stepHeading(page, 'Details')).toBeVisible();
  const { conNumber } = await localDropFreight(page);
  await page.getByLabel('Customer Reference (Optional)').fill('Kept locally');

  // Numbered: Yes keeps the local copy, No reloads the server's and drops the local one.
  await page.reload();
  const numbered = page.getByRole('dialog', { name: 'Drop Freight in Progress' });
  await expect(numbered).toContainText(`Dropfreight ${conNumber} has a local copy, would you like to pickup where you left off?`);
  await checkScreen(page, 'drop-freight-local-copy-dialog');
  await numbered.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByLabel('Customer Reference (Optional)')).toHaveValue('Kept locally');
  await page.reload();
  await page.getByRole('dialog', { name: 'Drop Freight in Progress' }).getByRole('button', { name: 'No', exact: true }).click();
  await expect(page).toHaveURL(/#\/directdropfreight\/existing$/);
  await expect(stepHeading(page, 'Details')).toBeVisible();
  await expect(page.getByLabel('Customer Reference (Optional)')).toHaveValue('');
});

test('a numbered drop freight keeps every saved step after No, and opens the same without its local copy', async ({ page, request }) => {
  const conNumber = await draftAtScheduleByApi(request);
  await openAs(page, request, 'booker', '/dropfreight');
  const openRow = () => page.getByTestId(`drop-freight-row-${conNumber}`).getByRole('button', { name: conNumber, exact: true }).click();
  await openRow();
  await expect(stepHeading(page, 'Schedule Drop In')).toBeVisible();
  const day = await dropInDay(request);
  await pickDay(page, 'Drop In Date', day);
  await nextButton(page).click();
  await expect(stepHeading(page, 'Special Instructions')).toBeVisible();
  await page.getByRole('textbox', { name: 'Special Instructions' }).fill('Saved on the server');
  await nextButton(page).click();
  await expect(stepHeading(page, 'Review Dropfreight')).toBeVisible();

  // An edit not saved yet is offered by the local copy; No takes every saved step from the server (decision 0040).
  await stepperStep(page, 'Special Instructions').click();
  await page.getByRole('textbox', { name: 'Special Instructions' }).fill('Only in this browser');
  await page.reload();
  await page.getByRole('dialog', { name: 'Drop Freight in Progress' }).getByRole('button', { name: 'No', exact: true }).click();
  await expect(stepHeading(page, 'Review Dropfreight')).toBeVisible();
  await expect(page.getByTestId('review-drop-in-day')).toHaveText(dayText(day));
  await expect(page.getByTestId('review-instructions')).toContainText('Saved on the server');

  // Another device has no local copy: the list opens the server's draft at its step.
  await page.evaluate(() => localStorage.clear());
  await page.goto('./#/dropfreight');
  await openRow();
  await expect(stepHeading(page, 'Review Dropfreight')).toBeVisible();
  await expect(page.getByTestId('review-instructions')).toContainText('Saved on the server');
});

test('a booked drop freight opens read-only for a viewer', async ({ page, request }) => {
  const conNumber = await dropFreightByApi(request);
  await openAs(page, request, 'viewer', '/dropfreight');
  await page.getByTestId(`drop-freight-row-${conNumber}`).getByRole('button', { name: conNumber, exact: true }).click();
  await expect(stepHeading(page, 'Create Consignment')).toBeVisible();
  await expect(page.getByTestId('consignment-number')).toHaveText(`Consignment ${conNumber}`);
  await expect(page.getByRole('link', { name: 'Print Label' })).toBeVisible();
  await stepperStep(page, 'Review Dropfreight').click();
  await expect(page.getByTestId('drop-freight-status')).toHaveText('Booked');
  await expect(editButtons(page)).toHaveCount(0);
  await checkScreen(page, 'drop-freight-read-only');
  // The viewer may not copy it.
  await page.goto('./#/dropfreight');
  await expect(page.getByTestId(`drop-freight-row-${conNumber}`).getByRole('button', { name: `Duplicate Drop Freight ${conNumber}` })).toBeDisabled();
});
