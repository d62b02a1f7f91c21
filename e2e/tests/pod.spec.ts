import { expect, test } from '../support/test';
import { bookedConsignment, deliverByApi, downloaded, pdfText } from '../support/consignment';
import { openAs } from '../support/quote';
import { checkScreen } from '../support/screens';

// Issue 9: a delivered consignment's proof of delivery, listed, viewed and downloaded.

test('a proof of delivery is listed, viewed with its signature and saved as a PDF', async ({ page, request }) => {
  const { conNumber } = await bookedConsignment(request);
  await deliverByApi(request, conNumber, 'Sam Harbour');

  await openAs(page, request, 'viewer', '/');
  await page.getByRole('link', { name: 'PODs' }).click();
  await expect(page.getByText('Loading Data...')).toHaveCount(0);
  const row = page.getByTestId(`pod-row-${conNumber}`);
  await expect(row).toContainText('Sam Harbour');
  await checkScreen(page, 'pod-list');
  await row.getByRole('link', { name: conNumber, exact: true }).click();

  const delivery = page.getByTestId('pod-delivery');
  await expect(delivery).toContainText('Sam Harbour');
  await expect(delivery).toContainText('Sydney');
  await expect(page.getByRole('img', { name: 'Signature of Sam Harbour' })).toBeVisible();
  await checkScreen(page, 'pod-view');

  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as PDF' }).click()]);
  const pod = await downloaded(file);
  expect(pod.name).toBe(`POD_${conNumber}.pdf`);
  const text = await pdfText(pod.bytes);
  for (const expected of ['PROOF OF DELIVERY', conNumber, 'Sam Harbour', 'Status: Delivered']) expect(text).toContain(expected);
  expect(text).not.toContain('55 Delivered');

  // The consignment view links to its POD and shows the delivery.
  await page.goto('./#/');
  await page.getByRole('link', { name: 'Consignments' }).click();
  await page.getByLabel('Search').fill(conNumber);
  await page.getByTestId(`consignment-row-${conNumber}`).getByRole('link', { name: conNumber, exact: true }).click();
  await expect(page.getByTestId('tracking-panel').getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tracking-panel').getByRole('tabpanel')).toContainText('Delivered');
  await checkScreen(page, 'consignment-view-delivered');
});
