import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { completeByApi, pickupByApi, stepHeading } from '../support/pickup';
import { openAs } from '../support/quote';
import { checkScreen } from '../support/screens';
import { mailsTo } from '../support/session';

// Issue 24: the copy-to address has its e-mail at booking; opening Print Label again and again
// sends nothing more, and 'E-mail it again' sends the labels once more. Read from the outbox.

test('Print Label e-mails the copy-to address only when asked to e-mail it again', async ({ page, request }) => {
  const copyTo = `copy-${randomUUID().slice(0, 8)}@example.com`;
  const pickupNumber = await pickupByApi(request, 'booker');
  const conNumber = await completeByApi(request, 'booker', pickupNumber, copyTo);
  await expect.poll(async () => (await mailsTo(request, copyTo)).length).toBe(1);

  await openAs(page, request, 'booker', '/pickup');
  for (let visit = 0; visit < 2; visit += 1) {
    await page.goto('./#/pickup');
    await page.getByTestId(`pickup-row-${pickupNumber}`).getByRole('link', { name: pickupNumber }).click();
    await expect(stepHeading(page, 'Review Pickup')).toBeVisible();
    await page.getByTestId('review-consignment').getByRole('link', { name: 'Print Label' }).click();
    await expect(page.getByTestId('label-con-number')).toHaveText(`Consignment ${conNumber}`);
    await expect(page.getByTestId('label-section')).toBeVisible();
  }
  expect((await mailsTo(request, copyTo)).map((m) => m.attachments.length)).toEqual([0]);

  await page.getByRole('button', { name: 'E-mail it again' }).click();
  await expect(page.getByTestId('label-section').getByRole('status')).toContainText(`has been sent to ${copyTo}.`);
  await checkScreen(page, 'consignment-label-emailed-again');
  const mails = await mailsTo(request, copyTo);
  expect(mails).toHaveLength(2);
  expect(mails[1]!.attachments.map((a) => a.fileName)).toEqual([`Consignment_${conNumber}_Label.pdf`]);
});
