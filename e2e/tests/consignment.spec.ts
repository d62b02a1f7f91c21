import { expect, test } from '../support/test';
import { bookedConsignment, scanByApi } from '../support/consignment';
import { openAs } from '../support/quote';
import { checkScreen } from '../support/screens';

// Issue 9: the consignments list from the dashboard tile, searched, and the consignment view
// whose tracking panel enables and selects its tabs as spec 02 section 4 says.

test('the consignments list finds a consignment; its view tracks it through the scans', async ({ page, request }) => {
  const { conNumber, pickupNumber } = await bookedConsignment(request);
  await scanByApi(request, conNumber, [2, 3, 4, 5, 20, 35]);

  await openAs(page, request, 'viewer', '/');
  await page.getByRole('link', { name: 'Consignments' }).click();
  await expect(page.getByTestId('consignments-from')).toHaveText(/^Consignments from \d{4}-\d{2}-\d{2}|^Consignments from .+/);
  await expect(page.getByText('Loading Data...')).toHaveCount(0);
  await checkScreen(page, 'consignments-list');
  await page.getByLabel('Search').fill(conNumber);
  const row = page.getByTestId(`consignment-row-${conNumber}`);
  await expect(row).toContainText('Harbour Builders');
  await expect(page.getByTestId('consignment-list').getByRole('row')).toHaveCount(2);
  await row.getByRole('link', { name: conNumber, exact: true }).click();

  await expect(page.getByTestId('consignment-references')).toContainText(pickupNumber);
  await expect(page.getByTestId('consignment-parties')).toContainText('Priya Natarajan');
  await expect(page.getByTestId('consignment-route')).toContainText('Brisbane (BNE) to Sydney (SYD)');
  const panel = page.getByTestId('tracking-panel');
  await expect(panel.getByText('Loading tracking information...')).toHaveCount(0);
  await expect(panel.getByRole('tab', { name: 'Pickup' })).toBeEnabled();
  await expect(panel.getByRole('tab', { name: 'Transit' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tab', { name: 'Delivery' })).toBeDisabled();
  await expect(panel.getByRole('tabpanel')).toContainText('Departed');
  await checkScreen(page, 'consignment-view-transit');

  // Earlier stages stay readable.
  await panel.getByRole('tab', { name: 'Pickup' }).click();
  await expect(panel.getByRole('tabpanel')).toContainText('Received');

  // Out for delivery: the delivery tab opens by itself.
  await scanByApi(request, conNumber, [37, 41, 44, 45, 52, 53]);
  await page.reload();
  await expect(panel.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tabpanel')).toContainText('On Board');
  await expect(panel.getByRole('tabpanel')).toContainText('Sydney');
});
