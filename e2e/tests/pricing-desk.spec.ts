import { readFileSync, writeFileSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import type { QuoteDraft, QuoteNewAnswer } from '@portal/domain/api/quote';
import { carrierDay } from '@portal/domain/pricing/card-versions';
import { expect, test } from '../support/test';
import { signInAtCarrier, staffApiSession } from '../support/carrier';
import { startLaterServer } from '../support/later-server';
import { BRISBANE, SYDNEY } from '../support/quote';
import { checkScreen } from '../support/screens';
import { ACME, apiSession, bearer } from '../support/session';

// Issue 27: a pricing analyst imports a rate sheet for Acme's card with one bad row, fixes it,
// applies it, schedules the new version for tomorrow, reads what it would cost Acme and checks a
// price under both cards; the next day (a second server whose clock runs a day ahead, on the
// same database) Acme's quote is priced under the new version.

const DAY = 24 * 60 * 60 * 1000;
const csv = (rows: string[][]) => `${rows.map((row) => row.join(',')).join('\n')}\n`;
const today = carrierDay(Date.now(), 'Australia/Brisbane');
const tomorrow = carrierDay(Date.now() + DAY, 'Australia/Brisbane');

/** Acme's quote from Brisbane to Parramatta (a lane on its card), priced through the API of `baseURL`'s server. */
async function acmeQuote(baseURL: string): Promise<QuoteNewAnswer> {
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    const session = await apiSession(request, 'admin');
    const line = {
      // 300 kg: well above the lane's minimum, so a dearer kilogram shows in the price.
      key: 'e2e-1', quantity: '2', type: 'General', description: 'Crates of hardware', unitWeight: '150', weight: '300',
      length: '0.6', width: '0.4', height: '0.4', id: 0, ppi: 0, ref: 'CTN-1', error: '',
      dgClass: 'N/A', dgUNCode: '', dgTechName: '', dgSubRisk: '', dgPackGroup: '', dgPackType: '', dgPackCount: '', dgQty: '',
    };
    const draft: QuoteDraft = {
      progress: 5, version: 0, sender: BRISBANE.value, receiver: SYDNEY.value, customerRef: 'Pricing desk', poNumber: 'PO-DESK-1',
      freightList: [line], ppi: false, pickupRequired: 2, deliveryRequired: 2, _dgHas: false, dgClasses: [], instructions: '', quoteNumber: '',
    };
    const answer = await request.post('portal/quoteNew', { headers: bearer(session), data: draft });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as QuoteNewAnswer;
  } finally {
    await request.dispose();
  }
}

test("a pricing analyst imports, schedules and checks a new version of Acme's card; the next day prices by it", async ({ page, request }, testInfo) => {
  const before = await acmeQuote(testInfo.project.use.baseURL!);
  const { password } = await staffApiSession(request, 'pricing.analyst', 'Pricing');
  await signInAtCarrier(page, 'pricing.analyst', password);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { name: 'Pricing desk' })).toBeVisible();
  await expect(page.getByText('Prices change at 00:00 Australia/Brisbane.')).toBeVisible();
  await checkScreen(page, 'pricing-desk');

  // Acme's card: its opening version exported as CSV.
  await page.getByRole('link', { name: ACME }).click();
  await expect(page.getByRole('heading', { name: `${ACME}'s card` })).toBeVisible();
  await checkScreen(page, 'pricing-card');
  await page.getByRole('button', { name: 'Actions for Opening tariff' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export CSV' }).click()]);
  const exported = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(exported);
  // The desk's sheet quotes no cell here (depot codes, names and numbers): a comma splits it.
  const rows = readFileSync(exported, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/).map((line) => line.split(','));
  const [heading, ...lanes] = rows as [string[], ...string[][]];
  const prices = ['Basic charge', 'Rate per kg', 'Minimum charge'].map((name) => heading.indexOf(name));
  const from = heading.indexOf('From depot');
  expect(Math.min(...prices)).toBeGreaterThan(0);

  // Every lane 10% dearer (basic, per kg and minimum), and one row naming a depot that does not exist.
  const raise = (cell: string) => (Math.round(Number(cell) * 1.1 * 10_000) / 10_000).toString();
  const raised = lanes.map((row) => row.map((cell, i) => (prices.includes(i) ? raise(cell) : cell)));
  const bad = [...raised, raised[0]!.map((cell, i) => (i === from ? 'XYZ' : cell))];
  const sheet = testInfo.outputPath('acme-2027.csv');
  writeFileSync(sheet, csv([heading, ...bad]));
  await page.getByRole('button', { name: 'Actions for Opening tariff' }).click();
  await page.getByRole('menuitem', { name: 'Import a rate sheet' }).click();
  await page.getByLabel('Rate sheet compared with Opening tariff').setInputFiles(sheet);
  await expect(page.getByRole('heading', { name: 'Import of acme-2027.csv' })).toBeVisible();
  const badRow = bad.length + 1;
  await expect(page.getByRole('row', { name: new RegExp(`^${badRow} From depot .*XYZ`) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply as a new draft' })).toBeDisabled();
  await checkScreen(page, 'pricing-import-bad-row');

  // Fixed: the bad row goes.
  writeFileSync(sheet, csv([heading, ...raised]));
  await page.goBack();
  await page.getByRole('button', { name: 'Actions for Opening tariff' }).click();
  await page.getByRole('menuitem', { name: 'Import a rate sheet' }).click();
  await page.getByLabel('Rate sheet compared with Opening tariff').setInputFiles(sheet);
  await expect(page.getByRole('tab', { name: 'Bad rows (0)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Added (0)' })).toBeVisible();
  await page.getByRole('tab', { name: /^Changed \([1-9]\d*\)$/ }).click();
  await expect(page.getByText(/Rate per kg [\d.]+ -> [\d.]+ \(\+(9\.\d|10\.\d)%\)/).first()).toBeVisible();
  await expect(page.getByText(/Minimum charge [\d.]+ -> [\d.]+ \(\+(9\.\d|10\.\d)%\)/).first()).toBeVisible();
  await checkScreen(page, 'pricing-import-preview');
  await page.getByRole('button', { name: 'Apply as a new draft' }).click();
  await expect(page.getByText(/created from acme-2027\.csv as a draft/)).toBeVisible();
  await checkScreen(page, 'pricing-version');

  // Scheduled for tomorrow, from Acme's card.
  await page.getByRole('link', { name: `${ACME}'s card` }).first().click();
  const draftName = 'Import of acme-2027.csv';
  await page.getByRole('button', { name: `Actions for ${draftName}` }).click();
  await page.getByRole('menuitem', { name: 'Schedule' }).click();
  const schedule = page.getByRole('dialog', { name: `Schedule ${draftName}` });
  await schedule.getByLabel('Takes effect on').fill(tomorrow);
  await checkScreen(page, 'pricing-schedule');
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText(`takes effect on ${tomorrow} at 00:00 Australia/Brisbane.`)).toBeVisible();

  // What it would cost Acme.
  await page.getByRole('button', { name: `Actions for ${draftName}` }).click();
  await page.getByRole('menuitem', { name: 'What it would cost' }).click();
  const acmeRow = page.getByTestId('impact-customers').getByRole('row', { name: new RegExp(ACME) });
  await expect(acmeRow).toContainText(/\+\d+(\.\d)?%/);
  await checkScreen(page, 'pricing-impact');

  // A price check for tomorrow: Acme's card beside General's.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Pricing' }).click();
  await page.getByRole('link', { name: 'Price check' }).click();
  await page.getByRole('combobox', { name: 'Customer' }).fill('acme');
  await page.getByRole('option', { name: ACME }).click();
  await page.getByLabel('Day').fill(tomorrow);
  for (const [label, typed, option] of [
    ["Sender's suburb", 'Fortitude', 'Fortitude Valley, QLD, 4006'],
    ["Receiver's suburb", 'Parramatta', 'Parramatta, NSW, 2150'],
  ] as const) {
    await page.getByRole('combobox', { name: label }).fill(typed);
    await page.getByRole('option', { name: option }).click();
  }
  await page.getByRole('combobox', { name: 'Freight type' }).click();
  await page.getByRole('option', { name: 'General', exact: true }).click();
  await page.getByLabel('Quantity').fill('2');
  await page.getByLabel('Unit weight (kg)').fill('150');
  await page.getByLabel('Length (cm)').fill('60');
  await page.getByLabel('Width (cm)').fill('40');
  await page.getByLabel('Height (cm)').fill('40');
  await page.getByRole('button', { name: 'Check the price' }).click();
  await expect(page.getByText(`A quote by ${ACME} on ${tomorrow} is priced under ${ACME}'s own card.`)).toBeVisible();
  await expect(page.getByText(draftName).first()).toBeVisible();
  await checkScreen(page, 'pricing-price-check');
  // The customer's side comes first: its total is what tomorrow's quote must come to.
  const checked = Number(((await page.getByRole('row', { name: /Total \(excluding GST\)/ }).first().textContent()) ?? '').replace(/[^\d.]/g, ''));

  // Today's quote is as before; tomorrow's is priced under the new version, dearer a kilogram.
  expect((await acmeQuote(testInfo.project.use.baseURL!)).quotePrice).toBe(before.quotePrice);
  const later = await startLaterServer(DAY);
  try {
    const next = await acmeQuote(later.baseURL);
    expect(next.breakdown?.card).toBe('customer');
    expect(next.breakdown!.freightCharge).toBeGreaterThan(before.breakdown!.freightCharge);
    expect(next.quotePrice).toBeGreaterThan(before.quotePrice);
    expect(next.quotePrice).toBe(checked);
  } finally {
    await later.stop();
  }
  expect(today).not.toBe(tomorrow);
});
