import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import type { SecondFactorConfirmed, SecondFactorEnrolment, StaffSession } from '@portal/domain/carrier/staff-session';
import type { StaffRole } from '@portal/domain/carrier/staff-roles';
import { recordSecret } from './secrets';

// The carrier's back office in the end-to-end tests (issue 26): signing in at #/carrier as a
// staff member would, the codes an authenticator app shows, and staff members made as a carrier
// makes its first one, with `npm run staff -- create` on the server's own database.

const ROOT = join(import.meta.dirname, '..', '..');

/** What a phone's camera reads from the QR code on the screen: its picture decoded by zbarimg. */
export async function scannedQrCode(page: Page): Promise<string> {
  const picture = await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).screenshot();
  const dir = await mkdtemp(join(tmpdir(), 'carrier-qr-'));
  try {
    await writeFile(join(dir, 'qr.png'), picture);
    const { stdout } = await promisify(execFile)('zbarimg', ['-q', '--raw', join(dir, 'qr.png')]);
    return stdout.trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The code an authenticator app shows now for `secret` (spaces, as the screen groups it, ignored). */
export const totpNow = (secret: string) => generate({ secret: secret.replace(/\s+/g, '') });

export async function signInAtCarrier(page: Page, username: string, password: string): Promise<void> {
  await page.goto('./#/carrier');
  await expect(page.getByRole('heading', { name: 'Carrier sign-in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** `npm run staff -- create` against the e2e server's database: the temporary password it prints. */
export async function createStaff(username: string, role: StaffRole): Promise<string> {
  const env = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}) };
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '-s', 'staff', '--', 'create', '--username', username, '--email', `${username}@carrier.example`, '--name', `${role} ${username}`, '--role', role],
    { cwd: ROOT, env },
  );
  const temporary = /Temporary password[^:]*: (\S+)/.exec(stdout)?.[1];
  expect(temporary, stdout).toBeTruthy();
  recordSecret(temporary!);
  return temporary!;
}

/**
 * A staff member of `role` signed in all the way through the API: the first sign-in's new
 * password and, for an Administrator, the authenticator. Answers the token and the password.
 */
export async function staffApiSession(request: APIRequestContext, username: string, role: StaffRole) {
  const temporary = await createStaff(username, role);
  const password = 'Harbour#Lantern42';
  const post = async <T>(path: string, data: unknown, token?: string) => {
    const answer = await request.post(`carrier/${path}`, { data, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as T;
  };
  const { token } = await post<StaffSession>('login', { username, password: temporary });
  recordSecret(token);
  let session = await post<StaffSession>('password', { currentPassword: temporary, newPassword: password, confirmPassword: password }, token);
  if (session.next === 'enrol-second-factor') {
    const { secret } = await post<SecondFactorEnrolment>('second-factor/enrol', {}, token);
    session = (await post<SecondFactorConfirmed>('second-factor/confirm', { code: await totpNow(secret) }, token)).session;
  }
  expect(session.next).toBeNull();
  return { token, password };
}
