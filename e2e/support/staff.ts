import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { NEW_PASSWORD } from '../../apps/server/src/test/passwords';
import { recordSecret } from './secrets';

// Staff members for the back office's specs (issue 26): made as a new installation makes its
// first one, with `npm run staff -- create` on the server's database, then signed in at #/carrier
// through the temporary password's New Password card. A role without a second factor (Customer
// service, Operations, Pricing) is then signed in; an Administrator would set up an authenticator.

const ROOT = join(import.meta.dirname, '..', '..');

/** A staff member of `role` on the main server's database; answers the temporary password. */
export function createStaff(username: string, name: string, role: string): string {
  const env = process.env;
  const database = env.E2E_DATABASE_URL ? { DATABASE_URL: env.E2E_DATABASE_URL } : { DATA_DIR: env.E2E_DATA_DIR! };
  const printed = execFileSync('npx', ['tsx', 'apps/server/src/staff-cli.ts', 'create', '--username', username, '--email', `${username}@carrier.example`, '--name', name, '--role', role], {
    cwd: ROOT,
    env: { ...env, ...database, SCRYPT_COST: '1024' },
    encoding: 'utf8',
  });
  const temporary = /Temporary password[^:]*:\s*(\S+)/.exec(printed)?.[1] ?? '';
  expect(temporary, printed).not.toBe('');
  recordSecret(temporary);
  return temporary;
}

/** Signs a new staff member in at #/carrier, choosing NEW_PASSWORD for the temporary one. */
export async function staffSignsIn(page: Page, username: string, temporary: string, name: string): Promise<void> {
  await page.goto('./#/carrier');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(temporary);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Current Password').fill(temporary);
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
}
