import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ENGINE } from './server-logs';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/**
 * Every screen the suite visits is photographed and checked with axe-core:
 * no serious or critical accessibility violations are allowed. The run on PostgreSQL
 * (scripts/test.mjs) shows the same screens from the same build, and is there for the server:
 * the SQLite run photographs and checks them, once, which keeps the suite within CI's time.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  if (ENGINE !== 'sqlite') return;
  // Opening dialogs and notices are photographed (and checked) as they end up, not mid-fade.
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility of ${name}`).toEqual([]);
}
