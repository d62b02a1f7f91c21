import { expect, test } from '../support/test';
import { checkScreen } from '../support/screens';
import { apiSession, bearer, lastMailTo, signIn } from '../support/session';
import { GUESSABLE_PASSWORD, NEW_PASSWORD, OTHER_NEW_PASSWORD } from '../../apps/server/src/test/passwords';

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

  // Decision 0033: meeting the spec's rules is not enough; the server refuses a guessable one.
  await page.getByLabel('New Password', { exact: true }).fill(GUESSABLE_PASSWORD);
  await page.getByLabel('Confirm Password').fill(GUESSABLE_PASSWORD);
  await save.click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password is too common or easy to guess. Add more words or characters that are hard to guess.',
  );

  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await save.click();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, username, temporary);
  await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
  await signIn(page, username, NEW_PASSWORD);
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();
});

test('changing the password from My Settings: the old one fails afterwards', async ({ page, request }) => {
  const { username, temporary } = await newUser(request);
  await signIn(page, username, temporary);
  await page.getByLabel('Current Password').fill(temporary);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Change Password' }).click();
  await page.getByLabel('Current Password').fill('Wrong#Pass1');
  await page.getByLabel('New Password', { exact: true }).fill(OTHER_NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(OTHER_NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The Current Password is incorrect.')).toBeVisible();

  await page.getByLabel('Current Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  await signIn(page, username, NEW_PASSWORD);
  await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
  await signIn(page, username, OTHER_NEW_PASSWORD);
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();
});
