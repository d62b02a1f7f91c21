import { expect, test } from '../support/test';
import { checkScreen } from '../support/screens';
import { scannedQrCode, signInAtCarrier, staffApiSession, totpNow } from '../support/carrier';
import { DEMO_PASSWORD, lastMailTo } from '../support/session';

// Issue 26: the carrier's staff sign in at #/carrier, apart from the customers' card. The demo
// Administrator 'carrier' sets up an authenticator at the first sign-in: this is the one test
// that signs it in (its secret lives here only).

test('a staff Administrator sets up an authenticator, keeps staff, and signs in again with a recovery code', async ({ page, request }) => {
  await page.goto('./');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Carrier sign-in' })).toHaveCount(0);

  await signInAtCarrier(page, 'carrier', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await checkScreen(page, 'carrier-enrol');
  const secret = await page.getByLabel('Authenticator key').innerText();
  // The QR code holds the same key, as an authenticator app reads it.
  const scanned = new URL(await scannedQrCode(page));
  expect(scanned.protocol).toBe('otpauth:');
  expect(scanned.searchParams.get('secret')).toBe(secret.replace(/\s+/g, ''));
  await page.getByLabel('Code from your app').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();
  await page.getByLabel('Code from your app').fill(await totpNow(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await checkScreen(page, 'carrier-recovery-codes');
  const recovery = (await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first().innerText()).trim();
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Casey Carrier' })).toBeVisible();
  await checkScreen(page, 'carrier-home');

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('cell', { name: 'Casey Carrier carrier', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add staff member' });
  await dialog.getByLabel('Username').fill('olive.ops');
  await dialog.getByLabel('Name', { exact: true }).fill('Olive Ops');
  await dialog.getByLabel('E-mail').fill('olive@carrier.example');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Operations' }).click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Olive Ops has been added; a temporary password went to olive@carrier.example.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Olive Ops olive.ops', exact: true })).toBeVisible();
  await checkScreen(page, 'carrier-staff');
  expect(await lastMailTo(request, 'olive@carrier.example')).toMatch(/Temporary password: \S+/);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Carrier sign-in' })).toBeVisible();
  await signInAtCarrier(page, 'carrier', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
  await checkScreen(page, 'carrier-second-factor');
  await page.getByLabel('Authentication code').fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Casey Carrier' })).toBeVisible();
});

test('a staff token opens nothing of the portal, and a customer’s nothing of the back office', async ({ request }) => {
  const staff = await staffApiSession(request, 'desk.e2e', 'Customer service');
  const portalCall = await request.get('portal/quotes', { headers: { authorization: `Bearer ${staff.token}` } });
  expect(portalCall.status()).toBe(403);
  expect(await portalCall.json()).toMatchObject({ error: "A staff account cannot use the customer portal: sign in with a customer's account." });

  const customer = await request.post('portal/login', { data: { username: 'booker', password: DEMO_PASSWORD } });
  const token = ((await customer.json()) as { user: { token: string } }).user.token;
  const carrierCall = await request.get('carrier/session', { headers: { authorization: `Bearer ${token}` } });
  expect(carrierCall.status()).toBe(403);
  expect(await carrierCall.json()).toMatchObject({ error: "This is the carrier's back office: sign in with a staff account." });
});
