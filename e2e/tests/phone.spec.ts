import { expect, test } from '../support/test';
import { dayText, pickDay } from '../support/calendar';
import { dropInDay, numberElectronically } from '../support/drop-freight';
import { nameReceiver, stepHeading } from '../support/pickup';
import { checkPhoneScreen, PHONE, stepSummary, tapTo } from '../support/phone';
import { BRISBANE, CARTON, fillLineItem, nextButton, openAs, pickSuburb, SYDNEY } from '../support/quote';

// Issue 24: the portal on a phone, 390 x 844 with touch. Every step of a quote, a pickup and a
// drop freight fits the width (the page never scrolls sideways) and passes axe; Next is tapped
// and must land (the step moves on); the lists, the consignment view and the dashboard fit too.

test.use(PHONE);
// Each test walks a whole wizard with axe and a full-page photograph on every step.
test.describe.configure({ timeout: 240_000 });

test('a quote on a phone: every step fits, and a tap on Next moves on', async ({ page, request }) => {
  await openAs(page, request, 'booker', '/quote/new');
  await expect(stepSummary(page)).toHaveText('Step 1 of 5: Details');
  await pickSuburb(page, 'Sender', BRISBANE.typed, BRISBANE.label);
  await pickSuburb(page, 'Receiver', SYDNEY.typed, SYDNEY.label);
  await page.getByLabel('Purchase Order #').fill('PO-PHONE-1');
  await fillLineItem(page, 1, CARTON);
  await checkPhoneScreen(page, 'quote-details');
  await tapTo(page, nextButton(page), 'Additional Services', 5, 2);

  await page.getByRole('radio', { name: 'No pickup, freight dropped at the depot' }).tap();
  await page.getByRole('radio', { name: 'No delivery, collect from the depot' }).tap();
  await checkPhoneScreen(page, 'quote-services');
  await tapTo(page, nextButton(page), 'Dangerous Goods', 5, 3);

  await page.getByRole('radio', { name: 'No' }).tap();
  await checkPhoneScreen(page, 'quote-dangerous-goods');
  await tapTo(page, nextButton(page), 'Special Instructions', 5, 4);

  await checkPhoneScreen(page, 'quote-instructions');
  await tapTo(page, nextButton(page), 'Summary', 5, 5);
  await expect(page.getByTestId('quote-number')).toHaveText(/^Quote Q\d{7}$/);
  await checkPhoneScreen(page, 'quote-summary');

  await page.goto('./#/quote');
  await expect(page.getByRole('heading', { name: 'Existing Quotes' })).toBeVisible();
  await expect(page.getByText('Loading Data...')).toHaveCount(0);
  // The list keeps its columns and scrolls inside its box, and says so.
  await expect(page.getByTestId('scroll-hint')).toBeVisible();
  await checkPhoneScreen(page, 'quote-list');
});

test('a pickup on a phone: every step fits, and a tap on Next moves on, Review included', async ({ page, request }) => {
  await openAs(page, request, 'booker', '/pickup');
  await expect(page.getByRole('heading', { name: 'Existing Pickups' })).toBeVisible();
  await expect(page.getByText('Loading Data...')).toHaveCount(0);
  await expect(page.getByTestId('scroll-hint')).toBeVisible();
  await checkPhoneScreen(page, 'pickup-list');
  await page.getByRole('link', { name: 'New Pickup' }).tap();

  await expect(stepSummary(page)).toHaveText('Step 1 of 8: Accounts');
  await page.getByRole('radio', { name: 'Yes' }).tap();
  await checkPhoneScreen(page, 'pickup-accounts');
  await tapTo(page, nextButton(page), 'Details', 8, 2);

  await expect(page.getByRole('combobox', { name: 'Sender Suburb/City' })).not.toHaveValue('');
  await pickSuburb(page, 'Receiver', SYDNEY.typed, SYDNEY.label);
  await nameReceiver(page);
  await page.getByLabel('Purchase Order #').fill('PO-PHONE-2');
  await checkPhoneScreen(page, 'pickup-details');
  await tapTo(page, nextButton(page), 'Enter Freight', 8, 3);

  await fillLineItem(page, 1, CARTON);
  await checkPhoneScreen(page, 'pickup-freight');
  await tapTo(page, nextButton(page), 'Dangerous Goods', 8, 4);

  await page.getByRole('radio', { name: 'No' }).tap();
  await checkPhoneScreen(page, 'pickup-dangerous-goods');
  await tapTo(page, nextButton(page), 'Schedule Pickup', 8, 5);

  await page.getByLabel('Open From').fill('07:00');
  await page.getByLabel('Closed After').fill('17:00');
  await expect(page.getByLabel('Freight Booked By')).not.toHaveValue('');
  await checkPhoneScreen(page, 'pickup-schedule');
  await tapTo(page, nextButton(page), 'Special Instructions', 8, 6);

  await checkPhoneScreen(page, 'pickup-instructions');
  await tapTo(page, nextButton(page), 'Review Pickup', 8, 7);

  // The freight summary keeps every column, Reference to Height, inside its own box.
  const summary = page.getByTestId('freight-summary');
  await expect(summary.getByTestId('scroll-hint')).toBeVisible();
  const box = summary.getByRole('region', { name: 'Freight summary' });
  await box.scrollIntoViewIfNeeded();
  await box.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  await expect(summary.getByRole('columnheader', { name: 'Height (m)' })).toBeInViewport();
  await checkPhoneScreen(page, 'pickup-review');
  await tapTo(page, nextButton(page, 'Book Pickup'), 'Create Consignment', 8, 8);

  await expect(page.getByTestId('booked-pickup-number')).toHaveText(/^Pickup P\d{7}$/);
  await checkPhoneScreen(page, 'pickup-create-consignment');
  await page.getByRole('button', { name: 'Create Consignment', exact: true }).tap();
  const consignment = page.getByTestId('consignment-number');
  await expect(consignment).toHaveText(/^Consignment FP\d{9}$/);
  await checkPhoneScreen(page, 'pickup-consignment-created');
  const conNumber = (await consignment.textContent())!.replace('Consignment ', '');

  // The consignments list and the consignment view.
  await page.goto('./#/consignment');
  await expect(page.getByText('Loading Data...')).toHaveCount(0);
  await page.getByLabel('Search').fill(conNumber);
  const row = page.getByTestId(`consignment-row-${conNumber}`);
  await expect(row).toBeVisible();
  await checkPhoneScreen(page, 'consignment-list');
  await row.getByRole('link', { name: conNumber, exact: true }).tap();
  await expect(page.getByTestId('consignment-parties')).toBeVisible();
  await expect(page.getByTestId('tracking-panel').getByText('Loading tracking information...')).toHaveCount(0);
  await checkPhoneScreen(page, 'consignment-view');
});

test('a drop freight on a phone: every step fits, and a tap on Next moves on', async ({ page, request }) => {
  await openAs(page, request, 'booker', '/dropfreight');
  await expect(page.getByRole('heading', { name: 'Existing Drop Freight' })).toBeVisible();
  await expect(page.getByText('Loading Data...')).toHaveCount(0);
  await checkPhoneScreen(page, 'drop-freight-list');
  await page.getByRole('link', { name: 'New Drop Freight' }).tap();

  await expect(stepSummary(page)).toHaveText('Step 1 of 10: Accounts');
  await checkPhoneScreen(page, 'drop-freight-accounts');
  await numberElectronically(page);
  await expect(stepSummary(page)).toHaveText('Step 3 of 10: Details');

  const receiver = page.getByRole('group', { name: "Receiver's Details" });
  await receiver.getByLabel('Full Name').fill('Sam Harbour');
  await receiver.getByLabel('Phone', { exact: true }).fill('411 888 998');
  await receiver.getByLabel('Street Address').fill('9 Church Street');
  await pickSuburb(page, 'Receiver', SYDNEY.typed, SYDNEY.label);
  await page.getByLabel('Purchase Order #').fill('PO-PHONE-3');
  await checkPhoneScreen(page, 'drop-freight-details');
  await tapTo(page, nextButton(page), 'Check Freight', 10, 4);

  await fillLineItem(page, 1, CARTON);
  await checkPhoneScreen(page, 'drop-freight-check-freight');
  await tapTo(page, nextButton(page), 'Additional Services', 10, 5);

  await page.getByRole('radio', { name: 'Delivery required', exact: true }).tap();
  await checkPhoneScreen(page, 'drop-freight-services');
  await tapTo(page, nextButton(page), 'Dangerous Goods', 10, 6);

  await page.getByRole('radio', { name: 'No' }).tap();
  await checkPhoneScreen(page, 'drop-freight-dangerous-goods');
  await tapTo(page, nextButton(page), 'Schedule Drop In', 10, 7);

  const day = await dropInDay(request);
  await pickDay(page, 'Drop In Date', day);
  await checkPhoneScreen(page, 'drop-freight-schedule');
  await tapTo(page, nextButton(page), 'Special Instructions', 10, 8);

  await expect(page.getByTestId('drop-in-summary')).toContainText(dayText(day));
  await checkPhoneScreen(page, 'drop-freight-instructions');
  await tapTo(page, nextButton(page), 'Review Dropfreight', 10, 9);

  await expect(stepHeading(page, 'Review Dropfreight')).toBeVisible();
  await checkPhoneScreen(page, 'drop-freight-review');
  // Issue 24: on Review a tap on Next landed on other content; it must reach the button.
  await tapTo(page, nextButton(page), 'Create Consignment', 10, 10);

  await checkPhoneScreen(page, 'drop-freight-create-consignment');
  await page.getByRole('button', { name: 'Create Consignment', exact: true }).tap();
  await expect(page.getByTestId('consignment-number')).toHaveText(/^Consignment FP\d{9}$/);
  await checkPhoneScreen(page, 'drop-freight-created');

  await page.goto('./#/');
  await expect(page.getByRole('link', { name: /Quote/ }).first()).toBeVisible();
  await checkPhoneScreen(page, 'dashboard');
  await page.goto('./#/pod');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await checkPhoneScreen(page, 'pod-list');
});
