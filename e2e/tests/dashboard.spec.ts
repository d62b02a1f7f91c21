import { expect, test, type Page } from '../support/test';
import { checkScreen } from '../support/screens';
import { signInTo } from '../support/session';

const ALL_TILES = [
  'New Quote', 'New Pickup', 'New Drop Freight In', 'PODs',
  'Existing Quotes', 'Existing Pickups', 'Existing Drop Freight In', 'Consignments',
];

/** A tile the user may use is a link to its screen; another is shown disabled. */
async function expectTiles(page: Page, enabled: string[]) {
  for (const name of ALL_TILES) {
    const tile = page.getByRole('link', { name, exact: true });
    if (enabled.includes(name)) {
      await expect(tile).not.toHaveAttribute('aria-disabled', 'true');
    } else {
      // Disabled, and its link leads back to the dashboard (spec 01 section 2).
      await expect(tile).toHaveAttribute('aria-disabled', 'true');
      await expect(tile).toHaveAttribute('href', '#/');
    }
  }
}

test('the booker may add and view bookings but has no Users link', async ({ page }) => {
  await signInTo(page, 'booker');
  await expectTiles(page, ALL_TILES);
  await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Contact Us' })).toBeVisible();
  await checkScreen(page, 'dashboard-booker');
});

test('the viewer sees only the view tiles enabled', async ({ page }) => {
  await signInTo(page, 'viewer');
  await expectTiles(page, ['PODs', 'Existing Quotes', 'Existing Pickups', 'Existing Drop Freight In', 'Consignments']);
  await checkScreen(page, 'dashboard-viewer');
});

test('the admin sees the Users link and every tile, down to a tablet', async ({ page }) => {
  await signInTo(page, 'admin');
  await expectTiles(page, ALL_TILES);
  await expect(page.getByRole('link', { name: 'Users' })).toBeVisible();
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByRole('link', { name: 'Consignments', exact: true })).toBeVisible();
  // Usable on a tablet: nothing overflows sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await checkScreen(page, 'dashboard-tablet');
});
