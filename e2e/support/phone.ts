import { expect, type Locator, type Page } from '@playwright/test';
import { checkScreen } from './screens';

// A phone (issue 24): 390 x 844 CSS pixels, touch, as an iPhone 12 to 15 shows the portal.

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/**
 * The screen fits the phone's width (nothing makes the page scroll sideways), then is
 * photographed and checked with axe. On failure it names what sticks out past the right edge.
 */
export async function checkPhoneScreen(page: Page, name: string): Promise<void> {
  const width = await page.evaluate((phone) => {
    const html = document.documentElement;
    const wider = Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > phone + 0.5)
      // Content a box scrolls or clips (a wide table in its scroller) does not widen the page.
      // Fixed boxes (notifications) follow the viewport as it widens: a symptom, not a cause.
      .filter((e) => {
        if (getComputedStyle(e).position === 'fixed') return false;
        for (let up = e.parentElement; up && up !== document.body; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.overflowX !== 'visible' || style.position === 'fixed') return false;
        }
        return true;
      })
      // Only the outermost: their children stick out because they do.
      .filter((e, _, all) => !all.includes(e.parentElement!))
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')} [${e.textContent?.slice(0, 40)}] right ${Math.round(e.getBoundingClientRect().right)}`);
    return { scroll: html.scrollWidth, inner: window.innerWidth, wider };
  }, PHONE.viewport.width);
  // A phone widens its layout viewport to content that sticks out, so innerWidth alone would pass.
  expect({ scrollWidth: width.scroll, innerWidth: width.inner, wider: width.wider }, `the width of ${name}`).toEqual({
    scrollWidth: PHONE.viewport.width,
    innerWidth: PHONE.viewport.width,
    wider: [],
  });
  await checkScreen(page, `phone-${name}`);
}

/** The wizard's one-line progress on a phone: 'Step 3 of 10: Details'. */
export const stepSummary = (page: Page) => page.getByTestId('wizard-step-summary');

/**
 * Taps `button` with a finger and waits for the step it leads to: a tap that landed on other
 * content would leave the step where it was.
 */
export async function tapTo(page: Page, button: Locator, step: string, of: number, position: number): Promise<void> {
  await button.tap();
  await expect(stepSummary(page)).toHaveText(`Step ${position} of ${of}: ${step}`);
}
