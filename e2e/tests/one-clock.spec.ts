import { expect, test } from '../support/test';
import { bookedConsignment, deliverByApi } from '../support/consignment';
import { openAs } from '../support/quote';
import { checkScreen } from '../support/screens';

// Issue 24 (decision 0042): in a Perth browser, a Brisbane booking delivered in Sydney reads the
// same on every screen: its creation on the sender's clock (AEST), its delivery on the delivering
// depot's (AEST or AEDT), each named; never on the browser's own clock (AWST).

test.use({ timezoneId: 'Australia/Perth' });

const TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2} A[CEW][SD]T/;

test('a list row and its screen show the same time, on the place clock, named', async ({ page, request }) => {
  const { conNumber } = await bookedConsignment(request);
  await deliverByApi(request, conNumber, 'Sam Harbour');
  await openAs(page, request, 'viewer', '/');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Australia/Perth');

  await page.getByRole('link', { name: 'Consignments' }).click();
  await page.getByLabel('Search').fill(conNumber);
  const row = page.getByTestId(`consignment-row-${conNumber}`);
  const created = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  expect(created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} AEST$/);
  await checkScreen(page, 'consignment-list-perth');
  await row.getByRole('link', { name: conNumber, exact: true }).click();
  await expect(page.getByTestId('consignment-references')).toContainText(created);

  await page.goto('./#/');
  await page.getByRole('link', { name: 'PODs' }).click();
  const podRow = page.getByTestId(`pod-row-${conNumber}`);
  await expect(podRow).toContainText(TIME);
  const delivered = (await podRow.textContent())?.match(TIME)?.[0] ?? '';
  expect(delivered).not.toContain('AWST');
  await podRow.getByRole('link', { name: conNumber, exact: true }).click();
  await expect(page.getByTestId('pod-delivery')).toContainText(`${delivered} at Sydney`);
});
