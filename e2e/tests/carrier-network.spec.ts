import { expect, test } from '../support/test';
import { checkScreen } from '../support/screens';
import { signInAtCarrier, staffApiSession } from '../support/carrier';
import { ACME } from '../support/session';

// Issue 26: Operations staff allot a connote book to a company and keep the depots, on the
// back office's Connote books and Depots screens. The depot added here serves no rate, and is
// deleted again, so the other specs' network is the demo's.

test('Operations allots a connote book and keeps a depot', async ({ page, request }) => {
  const { password } = await staffApiSession(request, 'ops.network', 'Operations');
  await signInAtCarrier(page, 'ops.network', password);
  const nav = page.getByRole('navigation', { name: 'Back office' });

  await nav.getByRole('link', { name: 'Connote books' }).click();
  await expect(page.getByRole('heading', { name: 'Connote books', exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /FP100000009 to FP100009992/ })).toBeAttached();
  await checkScreen(page, 'carrier-connote-books');
  await page.getByRole('button', { name: 'Allot a book' }).click();
  const allot = page.getByRole('dialog', { name: 'Allot a connote book' });
  await allot.getByRole('button', { name: 'Allot' }).click();
  await expect(allot.getByText('Company is required: choose the company the book is for.')).toBeVisible();
  await allot.getByRole('combobox', { name: 'Company' }).fill('acme');
  await page.getByRole('option', { name: ACME }).click();
  await allot.getByLabel('First serial').fill('60000500');
  await allot.getByLabel('Last serial').fill('60000000');
  await allot.getByRole('button', { name: 'Allot' }).click();
  await expect(allot.getByText('Last serial cannot be before the first serial.')).toBeVisible();
  await checkScreen(page, 'carrier-allot-book');
  await allot.getByLabel('First serial').fill('10000100');
  await allot.getByLabel('Last serial').fill('10000199');
  await allot.getByRole('button', { name: 'Allot' }).click();
  await expect(allot.getByText(`FP100001007 to FP100001999 overlaps this company's own book FP100000009 to FP100009992.`)).toBeVisible();
  // Serials no other spec uses: drop-freight.spec.ts's foreign number is FP300000007.
  await allot.getByLabel('First serial').fill('60000000');
  await allot.getByLabel('Last serial').fill('60000499');
  await allot.getByRole('button', { name: 'Allot' }).click();
  await expect(page.getByText(`Connote book FP600000004 to FP600004998 allotted to ${ACME}.`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'FP600000004 to FP600004998: 0% used' })).toBeAttached();

  await nav.getByRole('link', { name: 'Depots' }).click();
  await expect(page.getByRole('cell', { name: 'Brisbane', exact: true })).toBeVisible();
  await checkScreen(page, 'carrier-depots');
  await page.getByRole('button', { name: 'Add depot' }).click();
  const add = page.getByRole('dialog', { name: 'Add depot' });
  await add.getByLabel('Code').fill('ETE');
  await add.getByLabel('City').fill('Endtoend');
  await add.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'QLD' }).click();
  await add.getByLabel('Latitude').fill('-26.5');
  await add.getByLabel('Longitude').fill('448.8');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText(/Longitude must be a number from 112 to 154/)).toBeVisible();
  await checkScreen(page, 'carrier-depot-form');
  await add.getByLabel('Longitude').fill('148.8');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Depot ETE added.')).toBeVisible();
  await checkScreen(page, 'carrier-depot-added');

  await page.getByRole('button', { name: 'Edit ETE' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit depot ETE' });
  await expect(edit.getByLabel('Code')).toBeDisabled();
  await edit.getByLabel('Service radius (km)').fill('40');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Depot ETE saved. Bookings see the change within a minute.')).toBeVisible();
  await expect(page.getByRole('row', { name: /ETE/ })).toContainText('40 km');

  await page.getByRole('button', { name: 'Delete ETE' }).click();
  await page.getByRole('dialog', { name: 'Delete depot ETE' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Depot ETE deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close BNE to new bookings' })).toBeVisible();
});
