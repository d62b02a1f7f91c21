import type { Page } from '@playwright/test';
import { launchChromium } from './chromium';

// The suburb select over ~18,000 localities (issue 3): how long from a keystroke to the frame
// that shows the results for the typed query, in Debian's Chromium. Measured inside the page
// (issue 12): the clock starts at the keydown event's own timeStamp (when the browser received
// the key, before any handler ran), and stops once a frame has been painted whose listbox says,
// by its data-query, that it holds the results for what the input now holds. Each key waits for
// its own sample, so a slow frame cannot be counted for the next key.

export interface KeystrokeResult {
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
}

/** Words typed letter by letter, then erased: short prefixes match thousands of rows. */
const WORDS = ['brisbane', 'fortitude', 'parramatta', 'mount', 'st kilda', 'glen'];

interface Probe {
  samples: number[];
  pending: boolean;
  /** Stamps and follows one key; set on the object because tsx names functions in local consts with a helper the page lacks. */
  follow: (keyAt: number) => void;
}

async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const input = document.activeElement as HTMLInputElement;
    const probe = { samples: [], pending: false } as unknown as Probe;
    probe.follow = (keyAt) => {
      probe.pending = true;
      // Each frame before paint: once this frame holds the typed query's results, a message
      // posted now runs after the frame's layout and paint.
      requestAnimationFrame(() => {
        const list = document.querySelector<HTMLElement>('[data-testid="suburb-results"]');
        // The select searches for the trimmed text, so 'st ' shows the results of 'st'.
        if (list?.dataset.query?.trim() !== input.value.trim()) return probe.follow(keyAt);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          probe.samples.push(performance.now() - keyAt);
          probe.pending = false;
        };
        channel.port2.postMessage(0);
      });
    };
    (window as unknown as { __probe: Probe }).__probe = probe;
    document.addEventListener('keydown', (event) => probe.follow(event.timeStamp), true);
  });
}

export async function suburbKeystrokeTiming(
  baseUrl: string,
  signIn: (page: Page) => Promise<void>,
  suburbLabel: string,
): Promise<KeystrokeResult> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(baseUrl);
    await signIn(page);
    await page.goto(`${baseUrl}#/quote/new`);
    const input = page.getByRole('combobox', { name: suburbLabel }).first();
    await input.waitFor();
    await input.click();
    await installProbe(page);
    const press = async (key: string) => {
      await page.keyboard.press(key);
      await page.waitForFunction(() => !(window as unknown as { __probe: Probe }).__probe.pending);
    };
    for (const word of WORDS) {
      for (const letter of word) await press(letter === ' ' ? 'Space' : letter);
      for (let i = 0; i < word.length; i += 1) await press('Backspace');
    }
    const samples = (await page.evaluate(() => (window as unknown as { __probe: Probe }).__probe.samples)).sort((a, b) => a - b);
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
    return { keystrokes: samples.length, medianMs: Math.round(at(0.5) * 10) / 10, p95Ms: Math.round(at(0.95) * 10) / 10 };
  } finally {
    await browser.close();
  }
}
