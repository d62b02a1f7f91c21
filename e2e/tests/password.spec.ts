import { expect, test } from '@playwright/test';
import { checkScreen } from '../support/screens';
import { apiSession, bearer, lastMailTo, signIn } from '../support/session';

/** A fresh Acme user made by the admin; their temporary password arrives by e-mail. */
async function newUser(request: Parameters<typeof apiSession>[0]) {
  const admin = await apiSession(request, 'admin');
  const username = `pw${Date.now() % 100000}`;
  const email = `${username}@example.com`;
  const saved = await request.post('portal/users', {
    headers: bearer(admin),
    data: { users: [{ id: 0, name: 'Pat Password', username, email, role: 4, enabled: true, resetPassword: false }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const mail = await lastMailTo(request, email);
  const temporary = /password[^:]*:\s*(\S+)/i.exec(mail)?.[1];
  expect(temporary, mail).toBeTruthy();
  return { username, temporary: temporary! };
}

test('a temporary password leads to the New Password form; afterwards it no longer works', async ({ page, request }) => {
  const { username, temporary } = await newUser(request);
  await signIn(page, username, temporary);
  await expect(page.getByLabel('Current Password')).toBeVisible();
  await checkScreen(page, 'new-password');

  const save = page.getByRole('button', { name: 'Save' });
  await page.getByLabel('Current Password').fill(temporary);
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('other');
  await save.click();
  for (const message of [
    'New Password must be at least 8 characters.',
    'New Password must contain a digit.',
    'New Password must contain an uppercase character',
    'New Password does not match',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('New Password', { exact: true }).fill('Fresh#Pass9');
  await page.getByLabel('Confirm Password').fill('Fresh#Pass9');
  await save.click();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, username, temporary);
  await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
  await signIn(page, username, 'Fresh#Pass9');
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();
});

test('changing the password from My Settings: the old one fails afterwards', async ({ page, request }) => {
  const { username, temporary } = await newUser(request);
  await signIn(page, username, temporary);
  await page.getByLabel('Current Password').fill(temporary);
  await page.getByLabel('New Password', { exact: true }).fill('First#Pass1');
  await page.getByLabel('Confirm Password').fill('First#Pass1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Change Password' }).click();
  await page.getByLabel('Current Password').fill('Wrong#Pass1');
  await page.getByLabel('New Password', { exact: true }).fill('Second#Pass2');
  await page.getByLabel('Confirm Password').fill('Second#Pass2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Current Password is incorrect.')).toBeVisible();

  await page.getByLabel('Current Password').fill('First#Pass1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  await signIn(page, username, 'First#Pass1');
  await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
  await signIn(page, username, 'Second#Pass2');
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();
});
