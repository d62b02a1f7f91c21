import { appendFileSync } from 'node:fs';

// Every secret a test saw, for global-teardown.ts to look for in the servers' logs (issue 13).
// Workers are separate processes, so they append to one file the runner named
// (E2E_SECRETS_FILE, playwright.config.ts), one secret per line; appends this small are atomic.

/** Shorter than this, a "secret" is a test's refused value ('short', 'other') and an ordinary word. */
export const SHORTEST_SECRET = 8;

export function recordSecret(secret: unknown): void {
  if (typeof secret !== 'string' || secret.length < SHORTEST_SECRET || /[\r\n]/.test(secret)) return;
  const file = process.env.E2E_SECRETS_FILE;
  if (!file) throw new Error('E2E_SECRETS_FILE is not set: run the suite through playwright.config.ts');
  appendFileSync(file, `${secret}\n`);
}

/** Every value of a JSON body whose key names a password (login, changepassword, users). */
export function passwordsIn(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  return Object.entries(body).flatMap(([key, value]) =>
    /password/i.test(key) && typeof value === 'string' ? [value] : passwordsIn(value),
  );
}
