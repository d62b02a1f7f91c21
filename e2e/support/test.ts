import { test as base, expect, type BrowserContext, type Request, type Response } from '@playwright/test';
import { passwordsIn, recordSecret } from './secrets';

export * from '@playwright/test';

// The specs' `test` (issue 13): Playwright's, with every browser context watched. What the
// browser is given or sends that is secret (session tokens from login and chooseCompany answers,
// the signature of a signed PDF link from documents/generate, every password typed into a form)
// is recorded for global-teardown.ts, which fails the run when a server logged any of it. And no
// URL the page requests may carry a session token: the client sends it as a Bearer header.

const LOGIN = /\/portal\/login(\?|$)/;
const GENERATE = /\/portal\/documents\/generate(\?|$)/;

/** The secrets in one answer the browser read. */
async function secretsOf(response: Response): Promise<string[]> {
  const url = response.url();
  const method = response.request().method();
  if (!response.ok() || !(LOGIN.test(url) || GENERATE.test(url)) || method === 'DELETE') return [];
  const body = (await response.json()) as { user?: { token?: string }; url?: string };
  if (GENERATE.test(url)) return [new URL(body.url ?? '', url).searchParams.get('sig') ?? ''];
  return method === 'POST' || method === 'PUT' ? [body.user?.token ?? ''] : [];
}

function watch(context: BrowserContext) {
  const tokens = new Set<string>();
  const urls: string[] = [];
  const reading: Promise<void>[] = [];
  context.on('request', (request: Request) => {
    urls.push(request.url());
    let body: unknown = null;
    try {
      body = request.postDataJSON();
    } catch {
      // Not JSON: nothing a form typed.
    }
    for (const password of passwordsIn(body)) recordSecret(password);
  });
  context.on('response', (response: Response) => {
    const read = secretsOf(response).then(
      (secrets) => {
        for (const secret of secrets) recordSecret(secret);
        if (!GENERATE.test(response.url())) for (const token of secrets) if (token) tokens.add(token);
      },
      // The page navigated away before the body was read; the next answer still tells.
      () => undefined,
    );
    reading.push(read);
  });
  return {
    async urlsCarryingAToken(): Promise<number> {
      await Promise.all(reading);
      const forms = [...tokens].flatMap((token) => [token, encodeURIComponent(token)]);
      return urls.filter((url) => forms.some((form) => url.includes(form))).length;
    },
  };
}

export const test = base.extend({
  context: async ({ context }, use) => {
    const watched = watch(context);
    await use(context);
    // A count, never the URL: the URL would print the token into the report.
    expect(await watched.urlsCarryingAToken(), 'requests whose URL carries a session token').toBe(0);
  },
});
