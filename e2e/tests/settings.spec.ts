import { expect, test } from '../support/test';
import { checkScreen } from '../support/screens';
import { signInTo } from '../support/session';

test('My Settings shows the account and saves name and phone', async ({ page }) => {
  await signInTo(page, 'viewer');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByLabel('User Name')).toHaveValue('viewer');
  await expect(page.getByLabel('User Name')).not.toBeEditable();
  await expect(page.getByLabel('Role')).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue(/Australia/);
  await checkScreen(page, 'settings');

  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name cannot be blank')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Vera Viewer');
  await page.getByLabel('Phone', { exact: true }).fill('412 345 678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Logged in: Vera Viewer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Vera Viewer');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(/412 345 678/);
});

test('the country selector lists ISO codes and an International entry', async ({ page }) => {
  await signInTo(page, 'viewer');
  await page.getByRole('link', { name: 'Settings' }).click();
  const country = page.getByRole('textbox', { name: 'Country' });
  await country.click();
  await country.fill('International');
  await expect(page.getByRole('option', { name: /International/ })).toBeVisible();
  await country.fill('NZ');
  await expect(page.getByRole('option', { name: /New Zealand/ })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();
});

test('the country list is windowed: about 250 countries, only those in view are in the page', async ({ page }) => {
  await signInTo(page, 'viewer');
  await page.getByRole('link', { name: 'Settings' }).click();
  const country = page.getByRole('textbox', { name: 'Country' });
  await country.click();
  await country.fill('');
  const options = page.getByRole('listbox', { name: 'Country' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThan(100);
  // The open list itself passes axe (a scrolled box must be reachable from the keyboard).
  await checkScreen(page, 'settings-country-open');
  // Scrolling to the end brings the last countries into the page.
  await page.getByTestId('select-window').evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(page.getByRole('option', { name: /Zimbabwe/ })).toBeVisible();
  await country.fill('Zimb');
  await expect(options).toHaveCount(1);
});
