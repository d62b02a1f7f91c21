import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/**
 * Opens the login screen in Debian's Chromium and adds up the gzip size of every
 * JavaScript file it loaded: what a customer downloads before they can sign in.
 */
export async function loginScreenJavaScript(baseUrl: string): Promise<{ files: number; gzipBytes: number }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    return { files: bodies.length, gzipBytes };
  } finally {
    await browser.close();
  }
}
