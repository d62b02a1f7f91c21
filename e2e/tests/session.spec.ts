import { expect, test } from '../support/test';
import { SESSION_STORAGE_KEY } from '@portal/domain/constants';
import { checkScreen } from '../support/screens';
import { signInTo } from '../support/session';

test.describe('idle handling (users of this server time out after 40 s)', () => {
  test.use({ baseURL: `http://localhost:${process.env.E2E_IDLE_PORT}/` });

  test('the Session dialog counts down, Continue Session keeps the session, zero logs out', async ({ page }) => {
    await signInTo(page, 'booker');
    // 40 s timeout - 30 s margin - 2 s: the dialog opens after 8 s without activity.
    const dialog = page.getByRole('dialog', { name: 'Session' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/You will be automaticaly logged out in \d+ seconds/);
    // It counts down from 28; a busy machine may read it a few seconds in.
    const first = Number(/in (\d+) seconds/.exec((await dialog.textContent())!)![1]);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(28);
    await expect
      .poll(async () => Number(/in (\d+) seconds/.exec((await dialog.textContent()) ?? '')?.[1]))
      .toBeLessThan(first);
    await checkScreen(page, 'session-dialog');

    await dialog.getByRole('button', { name: 'Continue Session' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Logged in:')).toBeVisible();

    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
  });
});

test('a stored session older than its timeout ends at start-up with Session has expired', async ({ page }) => {
  await signInTo(page, 'viewer');
  await page.evaluate((key) => {
    // Age every lastActive stamp in the stored session by a day.
    const age = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(age);
      if (value && typeof value === 'object') {
        return Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k, k === 'lastActive' ? Number(v) - 86_400_000 : age(v)]),
        );
      }
      return value;
    };
    sessionStorage.setItem(key, JSON.stringify(age(JSON.parse(sessionStorage.getItem(key)!))));
  }, SESSION_STORAGE_KEY);
  await page.reload();
  await expect(page.getByText('Session has expired')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await checkScreen(page, 'login-session-expired');
});

test('a session the server no longer knows ends with Session has expired at start-up', async ({ page, request }) => {
  await signInTo(page, 'viewer');
  const token = await page.evaluate((key) => {
    const find = (value: unknown): string | undefined => {
      if (!value || typeof value !== 'object') return undefined;
      const record = value as Record<string, unknown>;
      if (typeof record.token === 'string') return record.token;
      for (const v of Object.values(record)) {
        const found = find(v);
        if (found) return found;
      }
      return undefined;
    };
    return find(JSON.parse(sessionStorage.getItem(key)!));
  }, SESSION_STORAGE_KEY);
  expect(token).toBeTruthy();
  await request.delete('portal/login', { headers: { authorization: `Bearer ${token}` } });
  await page.reload();
  await expect(page.getByText('Session has expired')).toBeVisible();
});
