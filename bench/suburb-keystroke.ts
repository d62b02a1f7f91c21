import { chromium, type Page } from '@playwright/test';

// The suburb select over ~18,000 localities (issue 3): how long from a keystroke to the frame
// that shows the filtered results, in Debian's Chromium. Measured inside the page: a capturing
// keydown listener stamps the key, a MutationObserver sees the list change, and a message
// posted from the next animation frame marks the end of that frame's layout and paint.

export interface KeystrokeResult {
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Words typed letter by letter, then erased: short prefixes match thousands of rows. */
const WORDS = ['brisbane', 'fortitude', 'parramatta', 'mount', 'st kilda', 'glen'];

async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __keyAt: number; __samples: number[] };
    w.__samples = [];
    document.addEventListener('keydown', () => (w.__keyAt = performance.now()), true);
    new MutationObserver(() => {
      const keyAt = w.__keyAt;
      if (!keyAt) return;
      w.__keyAt = 0;
      // A message posted from the frame callback runs once that frame's layout and paint are done.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => w.__samples.push(performance.now() - keyAt);
        channel.port2.postMessage(0);
      });
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

export async function suburbKeystrokeTiming(
  baseUrl: string,
  signIn: (page: Page) => Promise<void>,
  suburbLabel: string,
): Promise<KeystrokeResult> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(baseUrl);
    await signIn(page);
    await page.goto(`${baseUrl}#/quote/new`);
    const input = page.getByRole('combobox', { name: suburbLabel }).first();
    await input.waitFor();
    await input.click();
    await installProbe(page);
    for (const word of WORDS) {
      for (const letter of word) {
        await page.keyboard.type(letter);
        await page.waitForTimeout(30);
      }
      for (let i = 0; i < word.length; i += 1) {
        await page.keyboard.press('Backspace');
        await page.waitForTimeout(30);
      }
    }
    await page.waitForTimeout(200);
    const samples = (await page.evaluate(() => (window as unknown as { __samples: number[] }).__samples)).sort((a, b) => a - b);
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
    return { keystrokes: samples.length, medianMs: Math.round(at(0.5) * 10) / 10, p95Ms: Math.round(at(0.95) * 10) / 10 };
  } finally {
    await browser.close();
  }
}
