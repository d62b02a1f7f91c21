import { expect, test } from '../support/test';
import { checkScreen } from '../support/screens';
import { pickupByApi } from '../support/pickup';
import { apiSession, bearer, lastMailTo, signInTo } from '../support/session';
import { NEW_PASSWORD } from '../../apps/server/src/test/passwords';

// Issue 13: the Users area's audit trail (decision 0032). Other specs sign in and book on the
// same server meanwhile, so each row is found by a search for what this test made.

/** A fresh Acme user added by the admin, who then changes the temporary password from the e-mail. */
async function userWhoChangedPassword(request: Parameters<typeof apiSession>[0]) {
  const admin = await apiSession(request, 'admin');
  const username = `au${Date.now() % 100000}`;
  const email = `${username}@example.com`;
  const users = [{ id: 0, name: 'Audrey Audit', username, email, role: 4, enabled: true, resetPassword: false }];
  expect((await request.post('portal/users', { headers: bearer(admin), data: { users } })).status()).toBe(200);
  const temporary = /password[^:]*:\s*(\S+)/i.exec(await lastMailTo(request, email))?.[1] ?? '';
  const session = await apiSession(request, username, undefined, temporary);
  const changed = await request.post('portal/changepassword', {
    headers: bearer(session),
    data: { currentPassword: temporary, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return username;
}

test('an administrator reads the trail: a booking and a password change, with who and from where', async ({ page, request }) => {
  const pickupNumber = await pickupByApi(request, 'admin');
  const username = await userWhoChangedPassword(request);

  await signInTo(page, 'admin');
  await page.getByRole('link', { name: 'Users' }).click();
  await page.getByRole('link', { name: 'Audit trail' }).click();
  const trail = page.getByTestId('audit-trail');
  await expect(trail).toBeVisible();
  await checkScreen(page, 'audit-trail');

  const search = page.getByRole('searchbox', { name: /Search/ });
  await search.fill(pickupNumber);
  const booking = trail.getByRole('row', { name: new RegExp(pickupNumber) });
  await expect(booking).toHaveCount(1);
  await expect(booking.getByRole('cell')).toHaveText([/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} AEST$/, 'admin', 'Pickup booked', pickupNumber, /\S/]);

  await search.fill(username);
  await page.getByLabel('Action').selectOption({ label: 'Password changed' });
  const change = trail.getByRole('row', { name: new RegExp(username) });
  await expect(change).toHaveCount(1);
  await expect(change.getByRole('cell').nth(1)).toHaveText(username);
  await expect(change.getByRole('cell').nth(2)).toHaveText('Password changed');
  await expect(page.getByTestId('list-count')).toHaveText('1 event shown');
});

test('a user without Users view has no link to the trail, and neither the screen nor the call opens it', async ({ page, request }) => {
  await signInTo(page, 'viewer');
  await page.goto('./#/settings/myusers');
  await expect(page.getByRole('dialog', { name: 'Permission Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);

  await page.goto('./#/settings/myusers/audit');
  await expect(page.getByRole('dialog', { name: 'Permission Denied' })).toContainText('You do not have access to view the users.');
  await expect(page.getByTestId('audit-trail')).toHaveCount(0);

  const answer = await request.get('portal/audit', { headers: bearer(await apiSession(request, 'booker')) });
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as { error: string }).error).toBe('You do not have access to view the users.');
});
