import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Session } from '@portal/domain/api/session';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-users';
import { recordSecret } from './secrets';

export { DEMO_PASSWORD };
export const ACME = 'Acme Hardware Pty Ltd';
export const COASTAL = 'Coastal Foods Pty Ltd';

/** Signs in through the login card, as a person would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('./');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in and, for users of several companies, picks one. */
export async function signInTo(page: Page, username: string, company = ACME): Promise<void> {
  await signIn(page, username);
  const choose = page.getByRole('heading', { name: 'Choose a company' });
  const dashboard = page.getByText(`Company: ${company}`);
  await expect(choose.or(dashboard)).toBeVisible();
  if (await choose.isVisible()) await page.getByRole('button', { name: company }).click();
  await expect(dashboard).toBeVisible();
}

/** A session through the API, for tests that are not about signing in. */
export async function apiSession(
  request: APIRequestContext,
  username: string,
  company = ACME,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const login = await request.post('portal/login', { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  let session = (await login.json()) as Session;
  // Not the browser's, but these calls reach the server's log all the same (support/secrets.ts).
  recordSecret(password);
  recordSecret(session.user.token);
  if (!session.user.company) {
    const id = session.user.companies.find((c) => c.name === company)!.id;
    const chosen = await request.put('portal/login', {
      data: { id },
      headers: { authorization: `Bearer ${session.user.token}` },
    });
    session = (await chosen.json()) as Session;
  }
  recordSecret(session.user.token);
  return session;
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.user.token}` });

/** Every e-mail to an address, oldest first, read through the operations API (what the service stored to send). */
export async function mailsTo(request: APIRequestContext, address: string) {
  const answer = await request.get('ops/outbox', { headers: { 'x-operations-key': process.env.E2E_OPERATIONS_KEY! } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { messages } = (await answer.json()) as { messages: { toAddress: string; subject: string; attachments: { fileName: string }[] }[] };
  return messages.filter((m) => m.toAddress === address);
}

/** The newest e-mail sent to an address, read through the operations API. */
export async function lastMailTo(request: APIRequestContext, address: string): Promise<string> {
  const answer = await request.get('ops/outbox', {
    headers: { 'x-operations-key': process.env.E2E_OPERATIONS_KEY! },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { messages } = (await answer.json()) as { messages: { toAddress: string; body: string }[] };
  const mine = messages.filter((m) => m.toAddress === address);
  expect(mine.length, `mail to ${address}`).toBeGreaterThan(0);
  return mine.at(-1)!.body;
}
