import { desktopConfig, navigation, type Config, type Flags } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { SESSION_STORAGE_KEY } from '@portal/domain/constants';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

// Lighthouse's performance score (issue 12), with the `lighthouse` npm package driving Debian's
// Chromium, on its mobile profile (a mid-range phone on a slow 4G link, simulated) and its
// desktop profile. The login screen is a first visit: empty cache and storage. The dashboard is
// measured as a signed-in user opening it in a new tab: the session is put in the tab's
// sessionStorage from a page that loads nothing of the portal, so its cache is empty as well.

export type Profile = 'mobile' | 'desktop';

export interface LighthouseScore {
  screen: string;
  profile: Profile;
  /** 0 to 100. */
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

const CONFIGS: Record<Profile, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

async function scoreOnce(page: Page, screen: string, url: string, profile: Profile, keepStorage: boolean): Promise<LighthouseScore> {
  const flags: Flags = { onlyCategories: ['performance'], disableStorageReset: keepStorage, logLevel: 'error' };
  const result = await navigation(page, url, { config: CONFIGS[profile], flags });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url} (${profile}): ${runtimeError.code} ${runtimeError.message}`);
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
  return {
    screen,
    profile,
    performance: Math.round((categories.performance?.score ?? NaN) * 100),
    firstContentfulPaintMs: ms('first-contentful-paint'),
    largestContentfulPaintMs: ms('largest-contentful-paint'),
    totalBlockingTimeMs: ms('total-blocking-time'),
  };
}

/** Lighthouse now and then leaves a category unscored on a busy machine (no paint seen): once more. */
async function score(page: Page, screen: string, url: string, profile: Profile, keepStorage: boolean): Promise<LighthouseScore> {
  const first = await scoreOnce(page, screen, url, profile, keepStorage);
  return Number.isNaN(first.performance) ? scoreOnce(page, screen, url, profile, keepStorage) : first;
}

/**
 * Scores the login screen and the dashboard on both profiles. `session` is the JSON of a
 * signed-in Session with its company chosen, as the web app stores it.
 */
export async function lighthouseScores(baseUrl: string, session: string): Promise<LighthouseScore[]> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const scores: LighthouseScore[] = [];
  try {
    for (const profile of ['mobile', 'desktop'] as const) {
      const loginPage = await browser.newPage();
      scores.push(await score(loginPage, 'login', baseUrl, profile, false));
      await loginPage.close();

      const page = await browser.newPage();
      // Same origin, none of the portal's files: the tab's storage is set, its cache stays cold.
      await page.goto(`${baseUrl}robots.txt`);
      await page.evaluate((key, value) => sessionStorage.setItem(key, value), SESSION_STORAGE_KEY, session);
      scores.push(await score(page, 'dashboard', `${baseUrl}#/`, profile, true));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return scores;
}
