import { expect, test } from '../support/test';
import {
  BRISBANE,
  CARTON,
  choose,
  continueToSummary,
  fillLineItem,
  fillValidDetails,
  lineItem,
  nextButton,
  openAs,
  PERTH,
  pickSuburb,
  SYDNEY,
} from '../support/quote';
import { checkScreen } from '../support/screens';

const GENERAL_NOTICE = 'There are no customer rates for this route, so the General rate card has been used.';

test('a Brisbane to Sydney quote with dangerous goods is priced, accepted, saved, listed and reopened', async ({ page, request }) => {
  await openAs(page, request, 'admin', '/quote/new');
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
  await checkScreen(page, 'quote-details');

  await pickSuburb(page, 'Sender', BRISBANE.typed, BRISBANE.label);
  await pickSuburb(page, 'Receiver', SYDNEY.typed, SYDNEY.label);
  await page.getByLabel('Purchase Order #').fill('PO-7781');
  await page.getByLabel('Customer Reference (Optional)').fill('Valley to Parramatta');
  await fillLineItem(page, 1, { ...CARTON, description: 'Paint tins', ref: 'PAINT-1' });
  await page.getByRole('button', { name: 'Add Line Item' }).click();
  await fillLineItem(page, 2, { ...CARTON, quantity: '1', unitWeight: '40', description: 'Toolboxes', ref: 'TOOLS-2' });
  // 2 x 25 + 1 x 40 kg; 2 x 0.096 + 1 x 0.096 m³.
  await expect(page.getByTestId('freight-totals')).toContainText('90');
  await expect(page.getByTestId('freight-totals')).toContainText('0.29');
  await checkScreen(page, 'quote-details-filled');
  await nextButton(page).click();

  await expect(page.getByRole('heading', { name: 'Additional Services' })).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await page.getByRole('radio', { name: 'Pickup required', exact: true }).click();
  await page.getByRole('radio', { name: 'Delivery required', exact: true }).click();
  await checkScreen(page, 'quote-services');
  await nextButton(page).click();

  await expect(page.getByRole('heading', { name: 'Dangerous Goods' })).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).click();
  await page.getByRole('checkbox', { name: 'Class 3 Flammable Liquids' }).click();
  const item1 = page.getByRole('group', { name: 'Item 1' });
  await choose(page, item1.getByRole('combobox', { name: 'Class' }), 'Class 3 Flammable Liquids');
  await item1.getByRole('textbox', { name: 'UN Code' }).fill('1203');
  await expect(item1.getByRole('textbox', { name: 'Technical Name' })).toHaveValue(/gasoline|motor spirit|petrol/i);
  await item1.getByLabel('Package Type').fill('Tins');
  await item1.getByLabel('Package Count').fill('2');
  await item1.getByLabel('DG Quantity (kg or L)').fill('20');
  await checkScreen(page, 'quote-dangerous-goods');
  await nextButton(page).click();

  await expect(page.getByRole('heading', { name: 'Special Instructions' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Special Instructions' }).fill('Loading dock at the rear, ring on arrival.');
  await checkScreen(page, 'quote-instructions');
  await nextButton(page).click();

  const number = page.getByTestId('quote-number');
  await expect(number).toHaveText(/^Quote Q\d{7}$/);
  const quoteNumber = (await number.textContent())!.replace('Quote ', '');
  const total = page.getByTestId('quote-total');
  await expect(total).toHaveText(/^Total cost \(excluding GST\): \$[\d,]+\.\d{2}$/);
  const price = await total.textContent();
  // The breakdown under the total (DESIGN.md pricing): Acme's card, pickup, delivery and DG charged.
  const breakdown = page.getByRole('table', { name: 'Price breakdown' });
  await expect(breakdown).toBeVisible();
  await expect(page.getByTestId('quote-breakdown')).toBeVisible();
  const breakdownRow = (label: string | RegExp) => breakdown.getByRole('row', { name: label });
  await expect(breakdownRow(/^Rate card/)).toContainText('Customer');
  await expect(breakdownRow(/^Chargeable weight \(kg\)/)).toContainText('m³');
  for (const label of [/^Freight charge/, /^Pickup/, /^Delivery/, /^Dangerous goods/, /^Fuel levy \([\d.]+%\)/]) {
    await expect(breakdownRow(label).getByRole('cell')).toHaveText(/^\$[\d,]+\.\d{2}( \(minimum charge\))?$/);
  }
  await expect(breakdownRow(/^Total \(excluding GST\)/).getByRole('cell')).toHaveText(price!.replace('Total cost (excluding GST): ', ''));
  await expect(page.getByTestId('quote-validity')).toContainText('Valid for 14 days');
  await expect(page.getByTestId('general-rate-notice')).toHaveCount(0);
  await expect(page.getByTestId('summary-sender')).toHaveText(BRISBANE.label);
  await expect(page.getByTestId('summary-receiver')).toHaveText(SYDNEY.label);
  await expect(page.getByTestId('summary-pickup')).toHaveText('Pickup required');
  await expect(page.getByTestId('summary-delivery')).toHaveText('Delivery required');
  await expect(page.getByTestId('summary-dg')).toHaveText('Flammable Liquids');
  await expect(page.getByTestId('summary-instructions')).toHaveText('Loading dock at the rear, ring on arrival.');
  await checkScreen(page, 'quote-summary');

  await nextButton(page, 'Accept Quote').click();
  const accepted = page.getByTestId('accept-quote');
  await expect(accepted).toContainText(`Quote ${quoteNumber}`);
  // The notification opens below the header, not over 'Logged in' at the top right.
  const notice = page.getByRole('alert').filter({ hasText: `Quote ${quoteNumber} has been accepted.` });
  await expect(notice).toBeVisible();
  const header = (await page.locator('header').boundingBox())!;
  expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  // Pickup was chosen: Convert to Pickup only (spec 02 sections 4 and 8).
  await expect(page.getByTestId('accept-notice')).toHaveText(
    'As pickup was selected as part of the quoting process, drop freight in is not available',
  );
  await expect(accepted.getByRole('button', { name: 'Convert to Pickup' })).toBeEnabled();
  await expect(accepted.getByRole('button', { name: 'Drop Freight in' })).toBeDisabled();
  await checkScreen(page, 'quote-accept');
  await accepted.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();

  await page.getByRole('link', { name: 'Existing Quotes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Existing Quotes' })).toBeVisible();
  const row = page.getByTestId(`quote-row-${quoteNumber}`);
  await expect(row).toContainText('Valley to Parramatta');
  await checkScreen(page, 'quote-list');
  await row.getByRole('link', { name: quoteNumber }).click();

  // An accepted quote opens at Accept Quote; its Summary is a reached step.
  await expect(page.getByTestId('accept-quote')).toContainText(`Quote ${quoteNumber}`);
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: /Summary/ }).click();
  await expect(page.getByTestId('quote-number')).toHaveText(`Quote ${quoteNumber}`);
  await expect(page.getByTestId('quote-total')).toHaveText(price!);
  await expect(page.getByTestId('quote-breakdown')).toBeVisible();
  await expect(page.getByTestId('summary-dg')).toHaveText('Flammable Liquids');
  await checkScreen(page, 'quote-reopened-summary');
});

test('a route without customer rates is priced on the General card, with its notice', async ({ page, request }) => {
  await openAs(page, request, 'admin', '/quote/new');
  // Acme's card covers Brisbane, Sydney and Melbourne only.
  await fillValidDetails(page, PERTH);
  await expect(page.getByText(GENERAL_NOTICE)).toBeVisible();
  await checkScreen(page, 'quote-details-general-rate');
  await continueToSummary(page);
  await expect(page.getByTestId('general-rate-notice')).toHaveText(GENERAL_NOTICE);
  await expect(page.getByTestId('quote-total')).toHaveText(/\$[\d,]+\.\d{2}$/);
  await checkScreen(page, 'quote-summary-general-rate');
});

test('a booker without QuotationFinancials view sees the quote but no price total or breakdown', async ({ page, request }) => {
  await openAs(page, request, 'booker', '/quote/new');
  await fillValidDetails(page);
  await continueToSummary(page);
  await expect(page.getByTestId('quote-summary')).toBeVisible();
  await expect(page.getByTestId('quote-total')).toHaveCount(0);
  await expect(page.getByText(/Total cost/)).toHaveCount(0);
  await expect(page.getByTestId('quote-breakdown')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Price breakdown' })).toHaveCount(0);
  await expect(nextButton(page, 'Accept Quote')).toBeEnabled();
  await checkScreen(page, 'quote-summary-booker');
});

test('the viewer gets Permission Denied on New Quote, and Go Back returns to the dashboard', async ({ page, request }) => {
  await openAs(page, request, 'viewer', '/quote');
  await expect(page.getByRole('heading', { name: 'Existing Quotes' })).toBeVisible();
  await page.getByRole('link', { name: 'New Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Permission Denied' });
  await expect(dialog).toContainText('You do not have access to create a quotation.');
  await checkScreen(page, 'quote-permission-denied-viewer');
  await dialog.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();
});

test('a reload mid-wizard offers the local copy: open it, or start new', async ({ page, request }) => {
  await openAs(page, request, 'admin', '/quote/new');
  await fillValidDetails(page);
  await nextButton(page).click();
  await expect(page.getByRole('heading', { name: 'Additional Services' })).toBeVisible();

  await page.reload();
  const prompt = page.getByRole('dialog', { name: 'Quote in Progress' });
  await expect(prompt).toContainText('This account has an outstanding quote, would you like to complete the quote?');
  // Never sent to the server: there is nothing to reload from.
  await expect(prompt.getByRole('button', { name: 'Reload from Server' })).toHaveCount(0);
  await checkScreen(page, 'quote-local-copy-prompt');
  await prompt.getByRole('button', { name: 'Open Local Copy' }).click();
  await expect(page.getByRole('heading', { name: 'Additional Services' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: /Details/ }).click();
  await expect(page.getByRole('combobox', { name: 'Sender Suburb/City' })).toHaveValue(BRISBANE.label);
  await expect(lineItem(page, 1).getByLabel('Item Reference')).toHaveValue(CARTON.ref);

  await page.reload();
  await prompt.getByRole('button', { name: 'Start New' }).click();
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sender Suburb/City' })).toHaveValue('');
  await expect(lineItem(page, 1).getByLabel('Item Reference')).toHaveValue('');
});

test('a priced quote edited then reloaded can be reloaded from the server', async ({ page, request }) => {
  await openAs(page, request, 'admin', '/quote/new');
  await fillValidDetails(page);
  await continueToSummary(page);
  const quoteNumber = (await page.getByTestId('quote-number').textContent())!.replace('Quote ', '');
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: /Details/ }).click();
  await page.getByLabel('Purchase Order #').fill('PO-CHANGED');

  await page.reload();
  const prompt = page.getByRole('dialog', { name: 'Quote in Progress' });
  await expect(prompt).toContainText(`Quote ${quoteNumber} has a local copy, would you like to pickup where you left off?`);
  await prompt.getByRole('button', { name: 'Reload from Server' }).click();
  await expect(page.getByTestId('quote-number')).toHaveText(`Quote ${quoteNumber}`);
  await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: /Details/ }).click();
  await expect(page.getByLabel('Purchase Order #')).toHaveValue('PO-1');
});
