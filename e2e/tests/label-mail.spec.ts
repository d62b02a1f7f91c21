import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { completeByApi, pickupByApi, stepHeading } from '../support/pickup';
import { openAs } from '../support/quote';
import { checkScreen } from '../support/screens';
import { mailsTo } from '../support/session';

// Issue 24: the copy-to address has its e-mail at booking, with the labels attached (rendered
// once the booking has committed, decision 0045); opening Print Label again and again sends
// nothing more, and 'E-mail it again' sends the labels once more. Read from the outbox.

const labelsOf = (conNumber: string) => [`Consignment_${conNumber}_Label.pdf`];

test('the labels go with the booking e-mail, and again only when asked to e-mail them again', async ({ page, request }) => {
  const copyTo = `copy-${randomUUID().slice(0, 8)}@example.com`;
  const pickupNumber = await pickupByApi(request, 'booker');
  const conNumber = await completeByApi(request, 'booker', pickupNumber, copyTo);
  const attached = async () => (await mailsTo(request, copyTo)).map((m) => m.attachments.map((a) => a.fileName));
  await expect.poll(attached).toEqual([labelsOf(conNumber)]);

  await openAs(page, request, 'booker', '/pickup');
  for (let visit = 0; visit < 2; visit += 1) {
    await page.goto('./#/pickup');
    await page.getByTestId(`pickup-row-${pickupNumber}`).getByRole('link', { name: pickupNumber }).click();
    await expect(stepHeading(page, 'Review Pickup')).toBeVisible();
    await page.getByTestId('review-consignment').getByRole('link', { name: 'Print Label' }).click();
    await expect(page.getByTestId('label-con-number')).toHaveText(`Consignment ${conNumber}`);
    await expect(page.getByTestId('label-section')).toBeVisible();
  }
  expect(await attached()).toEqual([labelsOf(conNumber)]);

  await page.getByRole('button', { name: 'E-mail it again' }).click();
  await expect(page.getByTestId('label-section').getByRole('status')).toContainText(`has been sent to ${copyTo}.`);
  await checkScreen(page, 'consignment-label-emailed-again');
  expect(await attached()).toEqual([labelsOf(conNumber), labelsOf(conNumber)]);
});
