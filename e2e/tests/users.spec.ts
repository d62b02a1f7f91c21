import { expect, test, type Page } from '../support/test';
import { checkScreen } from '../support/screens';
import { apiSession, bearer, signInTo } from '../support/session';

const userRow = (page: Page, name: string) =>
  page.getByRole('option', { name, exact: true }).or(page.getByRole('row', { name: new RegExp(name) }));

async function openUsers(page: Page) {
  await signInTo(page, 'admin');
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('button', { name: 'Add' })).toBeVisible();
}

test('add a user: the errors come first, then Save goes to the dashboard', async ({ page }) => {
  await openUsers(page);
  await checkScreen(page, 'users');
  await page.getByRole('button', { name: 'Add' }).click();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(page.getByText('New User: Name cannot be blank')).toBeVisible();
  await expect(page.getByText('New User: Username cannot be blank')).toBeVisible();
  await expect(page.getByText('New User: email cannot be blank')).toBeVisible();
  await expect(page.getByText('New User: Role cannot be blank')).toBeVisible();
  await expect(save).toBeDisabled();
  await checkScreen(page, 'users-errors');

  const username = `nu${Date.now() % 100000}`;
  await page.getByLabel('Name', { exact: true }).fill('Nina Newcomer');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Nina Newcomer: email is invalid')).toBeVisible();
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByRole('textbox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Booking Officer' }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();

  await page.getByRole('link', { name: 'Users' }).click();
  await expect(userRow(page, 'Nina Newcomer')).toBeVisible();
});

test('edit and delete existing users', async ({ page, request }) => {
  const admin = await apiSession(request, 'admin');
  const stamp = Date.now() % 100000;
  const rows = ['Edna Edit', 'Dan Delete'].map((name, i) => ({
    id: 0, name, username: `ed${i}${stamp}`, email: `ed${i}${stamp}@example.com`, role: 4, enabled: true, resetPassword: false,
  }));
  expect((await request.post('portal/users', { headers: bearer(admin), data: { users: rows } })).status()).toBe(200);

  await openUsers(page);
  await userRow(page, 'Edna Edit').click();
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).not.toBeEditable();
  await page.getByRole('button', { name: 'Edit User' }).click();
  await expect(page.getByRole('button', { name: 'Lock User' })).toBeVisible();
  await name.fill('Edna Edited');
  await userRow(page, 'Dan Delete').click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(userRow(page, 'Dan Delete')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();

  await page.getByRole('link', { name: 'Users' }).click();
  await expect(userRow(page, 'Edna Edited')).toBeVisible();
  await expect(userRow(page, 'Dan Delete')).toHaveCount(0);
});

test('leaving with unsaved changes asks to confirm', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Cancel' });
  await expect(dialog).toContainText('You have unsaved changes, do you want to leave?');
  await checkScreen(page, 'users-confirm-cancel');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(userRow(page, 'New User')).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();
});

test('the browser warns before unloading unsaved changes', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Add' }).click();
  // The page asks before it unloads; the dismissed dialog cancels the reload, which therefore never
  // settles (its rejection when the page closes is ignored), and the unsaved row stays.
  const asked = page.waitForEvent('dialog');
  void page.reload().catch(() => undefined);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page.getByRole('button', { name: 'Add' })).toBeVisible();
});

for (const username of ['viewer', 'booker']) {
  test(`${username} gets Permission Denied on Users`, async ({ page }) => {
    await signInTo(page, username);
    await page.goto('./#/settings/myusers');
    const dialog = page.getByRole('dialog', { name: 'Permission Denied' });
    await expect(dialog).toContainText('You do not have access to view the users.');
    await checkScreen(page, `users-permission-denied-${username}`);
    await dialog.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByRole('link', { name: 'PODs' })).toBeVisible();
  });
}
