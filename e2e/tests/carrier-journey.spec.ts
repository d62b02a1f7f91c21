import type { Browser, Page } from '@playwright/test';
import { connoteNumberOf } from '@portal/domain/consignment/connote-number';
import { expect, test } from '../support/test';
import { createStaff, scannedQrCode, signInAtCarrier, staffApiSession, totpNow } from '../support/carrier';
import { stepHeading } from '../support/pickup';
import { BRISBANE, CARTON, fillLineItem, nextButton, pickSuburb, SYDNEY } from '../support/quote';
import { checkScreen } from '../support/screens';
import { lastMailTo, signIn } from '../support/session';
import { NEW_PASSWORD } from '../../apps/server/src/test/passwords';

// Issue 26, end to end: the carrier runs a new customer without SQL. A staff Administrator sets
// up an authenticator, creates a company with an ABN and a connote book, and invites its
// administrator; the administrator reads the e-mail, signs in, chooses a password and books a
// pickup with a manual connote from the new book; customer service finds the consignment by its
// reference and records a POD by hand; the customer sees it delivered; suspending the company
// turns the administrator's open session away at its next click that asks the server.

const COMPANY = 'Lantern Wines Pty Ltd';
const ABN = '18 123 456 789';
const FIRST_SERIAL = 40_000_000;
const REFERENCE = 'LANTERN-VINTAGE-1';
const ADMIN = { name: 'Ada Lantern', username: 'ada.lw', email: 'ada@lanternwines.example' };

test.describe.configure({ mode: 'serial' });

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** A new staff Administrator's first sign-in in the browser: a new password, then the authenticator. */
async function firstStaffSignIn(page: Page, username: string, temporary: string) {
  await signInAtCarrier(page, username, temporary);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('Current Password').fill(temporary);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  const secret = new URL(await scannedQrCode(page)).searchParams.get('secret')!;
  await page.getByLabel('Code from your app').fill(await totpNow(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/** New Company as an Administrator types it; the company's page opens. */
async function createCompany(page: Page) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Companies' }).click();
  await page.getByRole('link', { name: 'New company' }).click();
  await expect(page.getByRole('heading', { name: 'New company' })).toBeVisible();
  await page.getByLabel('Company name').fill(COMPANY);
  await page.getByLabel('ABN').fill('18 123 456 780');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText(/ABN is not a valid ABN/)).toBeVisible();
  await checkScreen(page, 'carrier-new-company');
  await page.getByLabel('ABN').fill(ABN);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('heading', { name: COMPANY })).toBeVisible();
}

async function allotBook(page: Page) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Connote books' }).click();
  await page.getByRole('button', { name: 'Allot a book' }).click();
  const allot = page.getByRole('dialog', { name: 'Allot a connote book' });
  await allot.getByRole('combobox', { name: 'Company' }).fill('18 123');
  await page.getByRole('option', { name: COMPANY }).click();
  await allot.getByLabel('First serial').fill(String(FIRST_SERIAL));
  await allot.getByLabel('Last serial').fill(String(FIRST_SERIAL + 99));
  await allot.getByRole('button', { name: 'Allot' }).click();
  await expect(page.getByText(`Connote book ${connoteNumberOf(FIRST_SERIAL)} to ${connoteNumberOf(FIRST_SERIAL + 99)} allotted to ${COMPANY}.`)).toBeVisible();
}

async function inviteAdministrator(page: Page) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Companies' }).click();
  await page.getByRole('link', { name: COMPANY }).click();
  const invite = page.getByRole('form', { name: 'Invite administrator' });
  await invite.getByLabel('Name', { exact: true }).fill(ADMIN.name);
  await invite.getByLabel('Username').fill(ADMIN.username);
  await invite.getByLabel('E-mail').fill(ADMIN.email);
  await invite.getByRole('button', { name: 'Invite administrator' }).click();
  await expect(page.getByText(`${ADMIN.name} (${ADMIN.username}, ${ADMIN.email}) was invited and has not chosen a password yet.`)).toBeVisible();
  await checkScreen(page, 'carrier-company');
}

/** The invited administrator books a pickup from Brisbane to Sydney and completes it with a connote of the new book. */
async function bookPickup(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Pickups' }).first().click();
  await page.getByRole('link', { name: 'New Pickup' }).click();
  await expect(stepHeading(page, 'Accounts')).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).click();
  await nextButton(page).click();
  await expect(stepHeading(page, 'Details')).toBeVisible();
  for (const [who, place, person] of [
    ['Sender', BRISBANE, { name: 'Ada Lantern', phone: '411 222 333', street: '12 Winery Lane', business: COMPANY }],
    ['Receiver', SYDNEY, { name: 'Sam Harbour', phone: '411 888 998', street: '9 Church Street', business: 'Harbour Cellars' }],
  ] as const) {
    const group = page.getByRole('group', { name: `${who}'s Details` });
    await pickSuburb(page, who, place.typed, place.label);
    await group.getByLabel('Full Name').fill(person.name);
    await group.getByLabel('Phone', { exact: true }).fill(person.phone);
    await group.getByLabel('Street Address').fill(person.street);
    await group.getByLabel('Business Name').fill(person.business);
  }
  await page.getByLabel('Customer Reference (Optional)').fill(REFERENCE);
  await nextButton(page).click();
  await expect(stepHeading(page, 'Enter Freight')).toBeVisible();
  await fillLineItem(page, 1, CARTON);
  await nextButton(page).click();
  await page.getByRole('radio', { name: 'No' }).click();
  await nextButton(page).click();
  await expect(stepHeading(page, 'Schedule Pickup')).toBeVisible();
  await page.getByLabel('Open From').fill('07:00');
  await page.getByLabel('Closed After').fill('17:00');
  await nextButton(page).click();
  await expect(stepHeading(page, 'Special Instructions')).toBeVisible();
  await nextButton(page).click();
  await nextButton(page, 'Book Pickup').click();
  await expect(stepHeading(page, 'Create Consignment')).toBeVisible();
  await page.getByRole('radio', { name: 'Manual Connote' }).click();
  const conNumber = connoteNumberOf(FIRST_SERIAL + 1);
  await page.getByLabel('Consignment Number').fill(conNumber);
  await page.getByRole('button', { name: 'Create Consignment', exact: true }).click();
  await expect(page.getByTestId('consignment-number')).toHaveText(`Consignment ${conNumber}`);
  return conNumber;
}

test('the carrier onboards a company, which books; customer service delivers it; a suspension ends the session', async ({ page, browser, request }) => {
  const chief = await createStaff('chief.admin', 'Administrator');
  await firstStaffSignIn(page, 'chief.admin', chief);
  await createCompany(page);
  await allotBook(page);
  await inviteAdministrator(page);

  const mail = await lastMailTo(request, ADMIN.email);
  const temporary = /Temporary password: (\S+)/.exec(mail)![1]!;
  const customer = await newPage(browser);
  await signIn(customer, ADMIN.username, temporary);
  await customer.getByLabel('Current Password').fill(temporary);
  await customer.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await customer.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await customer.getByRole('button', { name: 'Save' }).click();
  await expect(customer.getByText(`Company: ${COMPANY}`)).toBeVisible();
  const conNumber = await bookPickup(customer);

  // Customer service finds it by its reference and records the delivery by hand.
  const desk = await staffApiSession(request, 'desk.journey', 'Customer service');
  const service = await newPage(browser);
  await signInAtCarrier(service, 'desk.journey', desk.password);
  await service.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customer service' }).click();
  await service.getByLabel('Consignment number, customer reference or tracking id').fill(REFERENCE);
  await service.getByRole('button', { name: 'Find' }).click();
  const found = service.getByTestId('found-consignments');
  await expect(found.getByRole('row', { name: new RegExp(conNumber) })).toContainText(COMPANY);
  await found.getByRole('link', { name: conNumber }).click();
  const pod = service.getByRole('form', { name: 'Record a POD' });
  await pod.getByLabel('Signed by').fill('Sam Harbour');
  await pod.getByRole('button', { name: 'Record the POD' }).click();
  await expect(service.getByTestId('history-table')).toContainText('Recorded by carrier staff');

  // The customer sees it delivered.
  await customer.goto(`./#/consignment?conNumber=${conNumber}`);
  await expect(customer.getByText('Delivered').first()).toBeVisible();
  await checkScreen(customer, 'carrier-journey-delivered');

  // Suspended: the administrator's open session is turned away at the next click.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Companies' }).click();
  await page.getByRole('link', { name: COMPANY }).click();
  await page.getByRole('button', { name: 'Suspend company' }).click();
  await page.getByRole('dialog', { name: 'Suspend company' }).getByRole('button', { name: 'Suspend company' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reactivate company' })).toBeVisible();
  // The dashboard is drawn from what the browser holds; the quotes list is the first click that asks the server.
  await customer.getByRole('link', { name: 'Dashboard' }).click();
  await customer.getByRole('navigation', { name: 'Dashboard tiles' }).getByRole('link', { name: /Quotes/ }).first().click();
  await expect(customer.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(customer.getByText('Session expired', { exact: false })).toBeVisible();
  await signIn(customer, ADMIN.username, NEW_PASSWORD);
  await expect(customer.getByText(/suspended/i)).toBeVisible();
});
