import { expect, test } from '../support/test';
import { DEMO_GS1_COMPANY_PREFIX, isValidSscc, ssccOf } from '@portal/domain/documents/sscc';
import { bookedConsignment, consignmentByApi, decodeBarcodes, downloaded, pdfPages, pdfText, ssccSerialsInDatabase } from '../support/consignment';
import { stepHeading } from '../support/pickup';
import { openAs } from '../support/quote';
import { checkScreen } from '../support/screens';

// Issue 9: a booked pickup's labels and consignment note, printed and saved as a customer does,
// then read back with poppler and zbar; the label's QR code opens the public tracking page.

test('a completed pickup prints its label, and the PDF carries the SSCC, connote and tracking link the database holds', async ({ page, request, browser }) => {
  const { pickupNumber, conNumber } = await bookedConsignment(request);
  await openAs(page, request, 'booker', '/pickup');
  await page.getByTestId(`pickup-row-${pickupNumber}`).getByRole('link', { name: pickupNumber }).click();
  await expect(stepHeading(page, 'Review Pickup')).toBeVisible();
  await page.getByTestId('review-consignment').getByRole('link', { name: 'Print Label' }).click();

  await expect(page.getByTestId('label-con-number')).toHaveText(`Consignment ${conNumber}`);
  const labels = page.getByTestId('label-section');
  await expect(labels.getByRole('radio', { name: '100 x 150 mm (thermal printer)' })).toBeChecked();
  await expect(page.getByText('Generating label')).toHaveCount(0);
  await checkScreen(page, 'consignment-label');

  const [thermal] = await Promise.all([page.waitForEvent('download'), labels.getByRole('button', { name: 'Save as PDF' }).click()]);
  const label = await downloaded(thermal);
  expect(label.name).toBe(`Consignment ${conNumber} Label.pdf`);
  const pages = await pdfPages(label.bytes);
  const serials = await ssccSerialsInDatabase(conNumber);
  expect(pages).toHaveLength(serials.length);
  expect(pages[0]!.width).toBeCloseTo(283.46, 0);
  expect(pages[0]!.height).toBeCloseTo(425.2, 0);
  expect(await pdfText(label.bytes)).toContain(`Item 1 of ${serials.length}`);

  const codes = await decodeBarcodes(label.bytes, 1);
  const sscc = codes.find((c) => c.symbology === 'CODE-128' && c.data.length === 20 && c.data.startsWith('00'))!.data.slice(2);
  expect(isValidSscc(sscc)).toBe(true);
  expect(sscc).toBe(ssccOf(0, DEMO_GS1_COMPANY_PREFIX, serials[0]!));
  expect(codes).toContainEqual({ symbology: 'CODE-128', data: conNumber });
  const { trackingID } = await consignmentByApi(request, conNumber);
  const link = codes.find((c) => c.symbology === 'QR-Code')!.data;
  expect(link).toBe(`http://localhost:${process.env.E2E_PORT}/#/track/${trackingID}`);

  // A4, four a page, for an office printer: chosen, remembered, and the same SSCCs.
  await labels.getByRole('radio', { name: 'A4, four labels a page (office printer)' }).check();
  await expect(page.getByText('Generating label')).toHaveCount(0);
  const [a4] = await Promise.all([page.waitForEvent('download'), labels.getByRole('button', { name: 'Save as PDF' }).click()]);
  const sheet = await downloaded(a4);
  expect((await pdfPages(sheet.bytes))[0]!.width).toBeCloseTo(595.28, 0);
  expect((await decodeBarcodes(sheet.bytes, 1)).map((c) => c.data)).toContain(`00${sscc}`);
  await page.reload();
  await expect(page.getByTestId('label-section').getByRole('radio', { name: 'A4, four labels a page (office printer)' })).toBeChecked();

  // The consignment note, saved.
  const connote = page.getByTestId('connote-section');
  const [note] = await Promise.all([page.waitForEvent('download'), connote.getByRole('button', { name: 'Save as PDF' }).click()]);
  const noteFile = await downloaded(note);
  expect(noteFile.name).toBe(`Consignment ${conNumber}.pdf`);
  const text = await pdfText(noteFile.bytes);
  for (const expected of ['CONSIGNMENT NOTE', conNumber, 'Priya Natarajan', 'Harbour Builders', 'PO-API-P1']) expect(text).toContain(expected);
  await connote.getByRole('button', { name: 'Print connote' }).click();
  await expect(page.getByText(`Failed to print consignment #${conNumber}.`)).toHaveCount(0);

  // The QR code's link, opened without signing in: where the freight is, nothing personal.
  const stranger = await browser.newContext();
  const publicPage = await stranger.newPage();
  await publicPage.goto(link);
  const tracking = publicPage.getByTestId('public-tracking');
  await expect(tracking).toContainText(conNumber);
  await expect(publicPage.getByTestId('public-tracking-route')).toHaveText('From Brisbane to Sydney');
  await expect(tracking).toContainText('Booked');
  for (const personal of ['Priya', 'Natarajan', 'Harbour Builders', 'Sam Harbour', 'Wickham', 'Church Street', '411 888', '@', 'PO-API-P1']) {
    await expect(publicPage.locator('body')).not.toContainText(personal);
  }
  await expect(publicPage.getByLabel('Username')).toHaveCount(0);
  await checkScreen(publicPage, 'public-tracking');
  await stranger.close();
});
