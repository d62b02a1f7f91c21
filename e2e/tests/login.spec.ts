import { expect, test } from '../support/test';
import { checkScreen } from '../support/screens';
import { ACME, COASTAL, DEMO_PASSWORD, signIn, signInTo } from '../support/session';

test.describe('sign-in', () => {
  test('the login card needs both fields, then signs the booker in to Acme', async ({ page }) => {
    await page.goto('./');
    const signInButton = page.getByRole('button', { name: 'Sign in' });
    await expect(signInButton).toBeDisabled();
    await checkScreen(page, 'login');
    await page.getByLabel('Username').fill('booker');
    await expect(signInButton).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await expect(signInButton).toBeEnabled();
    await signInButton.click();
    await expect(page.getByText(`Company: ${ACME}`)).toBeVisible();
    await expect(page.getByText('Logged in:')).toBeVisible();
  });

  test('a wrong password shows the server text on the card', async ({ page }) => {
    await signIn(page, 'viewer', 'Wrong#Pass1');
    await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
    await expect(page.getByText('Logged in:')).toHaveCount(0);
  });

  test('the viewer signs in to Acme at once', async ({ page }) => {
    // One company: straight to it, never the chooser (signInTo would pick it from the chooser).
    await signIn(page, 'viewer');
    await expect(page.getByText(`Company: ${ACME}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose a company' })).toHaveCount(0);
  });

  test('the admin picks a company after signing in', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Choose a company' })).toBeVisible();
    await checkScreen(page, 'company-choice');
    await page.getByRole('button', { name: COASTAL }).click();
    await expect(page.getByText(`Company: ${COASTAL}`)).toBeVisible();
  });

  test('logout returns to the login card and forgets the session', async ({ page }) => {
    await signInTo(page, 'booker');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('reset password', () => {
  test('needs both fields, then shows the Password Reset dialog', async ({ page }) => {
    await page.goto('./');
    await page.getByRole('link', { name: 'I forgot my password' }).click();
    const change = page.getByRole('button', { name: 'Change' });
    await expect(change).toBeDisabled();
    await page.getByLabel('Username').fill('viewer');
    await expect(change).toBeDisabled();
    await page.getByLabel('Email').fill('nobody@example.com');
    await checkScreen(page, 'reset-password');
    await change.click();
    const dialog = page.getByRole('dialog', { name: 'Password Reset' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('an email has been sent with the new password');
    await checkScreen(page, 'password-reset-dialog');
  });

  test('Back returns to the login card', async ({ page }) => {
    await page.goto('./');
    await page.getByRole('link', { name: 'I forgot my password' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
