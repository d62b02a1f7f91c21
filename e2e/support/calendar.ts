import { expect, type Page } from '@playwright/test';

// Days as the schedule steps' date pickers name and show them (Schedule Pickup, Schedule Drop In).

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const part = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', ...options }).format(utc(day));

/** '24 November 2026', as the calendar names its day buttons. */
export const calendarName = (day: string) => `${part(day, { day: 'numeric' })} ${part(day, { month: 'long' })} ${part(day, { year: 'numeric' })}`;

/** 'Tuesday, 24 November 2026', as the steps write a day. */
export const dayText = (day: string) => `${part(day, { weekday: 'long' })}, ${calendarName(day)}`;

export const isWeekend = (day: string) => [0, 6].includes(utc(day).getUTCDay());

/** The first Monday to Friday after `day`. */
export function nextWeekday(day: string): string {
  const next = utc(day);
  do next.setUTCDate(next.getUTCDate() + 1);
  while ([0, 6].includes(next.getUTCDay()));
  return next.toISOString().slice(0, 10);
}

/** Picks a day of a date picker labelled `label`, moving on a month when the day is in the next one. */
export async function pickDay(page: Page, label: string, day: string) {
  await page.getByRole('button', { name: label }).click();
  // The month shown decides whether to move on: read it once the calendar is open.
  await expect(page.locator('[data-dates-dropdown]')).toBeVisible();
  const button = page.getByRole('button', { name: calendarName(day), exact: true });
  if ((await button.count()) === 0) await page.locator('button[data-direction="next"]').click();
  await button.click();
  await expect(page.getByRole('button', { name: label })).toHaveText(dayText(day));
  // The calendar closes with a transition: the screen is read once it has gone.
  await expect(page.locator('[data-dates-dropdown]')).toHaveCount(0);
}
