import { launchChromium } from './chromium';

/**
 * Opens the login screen in Debian's Chromium and adds up what the network really delivered:
 * Chromium's own count of encoded bytes (headers and body as compressed on the wire) for every
 * response the page loaded, until the Sign in button shows and the network is idle (issue 12).
 */

export type WireKind = 'js' | 'css' | 'html' | 'other';

export interface LoginScreenTransfer {
  requests: number;
  totalBytes: number;
  byKind: Record<WireKind, number>;
  /** Stylesheets the page cannot paint before it has: the ones linked from index.html. */
  renderBlockingCssBytes: number;
  /** Content-Encoding of each coded response, with how many used it ('identity' when none). */
  encodings: Record<string, number>;
}


const KIND_OF_TYPE: Record<string, WireKind> = { Script: 'js', Stylesheet: 'css', Document: 'html' };

interface Seen {
  kind: WireKind;
  blocking: boolean;
  encoding: string;
}

export async function loginScreenTransfer(baseUrl: string): Promise<LoginScreenTransfer> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    const seen = new Map<string, Seen>();
    const finished: { requestId: string; bytes: number }[] = [];
    await cdp.send('Network.enable');
    // Nothing may come from a cache: this is a customer's first visit.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    cdp.on('Network.requestWillBeSent', (event) => {
      const kind = KIND_OF_TYPE[event.type ?? ''] ?? 'other';
      seen.set(event.requestId, { kind, blocking: event.renderBlockingBehavior === 'Blocking', encoding: 'identity' });
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = seen.get(event.requestId);
      if (!request) return;
      request.kind = KIND_OF_TYPE[event.type] ?? 'other';
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
      request.encoding = headers['content-encoding'] ?? 'identity';
    });
    cdp.on('Network.loadingFinished', (event) => finished.push({ requestId: event.requestId, bytes: event.encodedDataLength }));

    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');

    const result: LoginScreenTransfer = {
      requests: 0,
      totalBytes: 0,
      byKind: { js: 0, css: 0, html: 0, other: 0 },
      renderBlockingCssBytes: 0,
      encodings: {},
    };
    for (const { requestId, bytes } of finished) {
      const request = seen.get(requestId) ?? { kind: 'other', blocking: false, encoding: 'identity' };
      result.requests += 1;
      result.totalBytes += bytes;
      result.byKind[request.kind] += bytes;
      if (request.kind === 'css' && request.blocking) result.renderBlockingCssBytes += bytes;
      result.encodings[request.encoding] = (result.encodings[request.encoding] ?? 0) + 1;
    }
    return result;
  } finally {
    await browser.close();
  }
}
