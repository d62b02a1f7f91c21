import { expect, test } from '../support/test';
import { BRISBANE, openAs, quoteByApi, SYDNEY } from '../support/quote';
import { checkScreen } from '../support/screens';
import { COASTAL } from '../support/session';

test('duplicate from the list: the copy opens with a new number and joins the list', async ({ page, request }) => {
  const original = await quoteByApi(request, 'admin', { customerRef: 'To be copied' });
  await openAs(page, request, 'admin', '/quote');
  const row = page.getByTestId(`quote-row-${original}`);
  await expect(row).toContainText('To be copied');
  await expect(row).toContainText(BRISBANE.label);
  await expect(row).toContainText(SYDNEY.label);

  await row.getByRole('button', { name: `Duplicate Quote ${original}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate Quote' });
  await expect(dialog).toContainText(`This will create a copy of quote ${original}. Are you sure you want to continue?`);
  await checkScreen(page, 'quote-duplicate-confirm');
  await dialog.getByTestId('confirm-duplicate-quote').click();

  // The copy opens in the wizard, editable, under its own number.
  await expect(dialog).toHaveCount(0);
  const number = page.getByTestId('quote-number');
  await expect(number).toHaveText(/^Quote Q\d{7}$/);
  await expect(number).not.toHaveText(`Quote ${original}`);
  const copy = (await number.textContent())!.replace('Quote ', '');
  await expect(page.getByTestId('summary-sender')).toHaveText(BRISBANE.label);
  await expect(page.getByTestId('summary-receiver')).toHaveText(SYDNEY.label);
  await checkScreen(page, 'quote-duplicate-opened');

  await page.goto('./#/quote');
  await expect(page.getByTestId(`quote-row-${copy}`)).toContainText('To be copied');
  await expect(page.getByTestId(`quote-row-${original}`)).toBeVisible();
});

test('another company does not see these quotes', async ({ page, request }) => {
  const acme = await quoteByApi(request, 'admin', { customerRef: 'Acme only' });
  await openAs(page, request, 'coastal', '/quote', COASTAL);
  await expect(page.getByRole('heading', { name: 'Existing Quotes' })).toBeVisible();
  await expect(page.getByTestId('quote-list')).toBeVisible();
  await expect(page.getByTestId(`quote-row-${acme}`)).toHaveCount(0);
});

test('searching the list by a quote number finds that quote (decision 0029)', async ({ page, request }) => {
  const wanted = await quoteByApi(request, 'admin', { customerRef: 'Searched for' });
  const other = await quoteByApi(request, 'admin', { customerRef: 'Not searched for' });
  await openAs(page, request, 'admin', '/quote');
  await expect(page.getByTestId(`quote-row-${other}`)).toBeVisible();
  await page.getByLabel('Search').fill(wanted);
  await expect(page.getByTestId(`quote-row-${wanted}`)).toContainText('Searched for');
  await expect(page.getByTestId(`quote-row-${other}`)).toHaveCount(0);
  await expect(page.getByTestId('list-count')).toHaveText('1 quote shown');
  await checkScreen(page, 'quote-list-searched');
});
