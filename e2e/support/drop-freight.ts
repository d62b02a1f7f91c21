import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DropFreightDraft, DropFreightSaveAnswer, ValidateAnswer } from '@portal/domain/api/drop-freight';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/domain/api/pickup';
import { STORAGE_KEY_PREFIX } from '@portal/domain/constants';
import { SCHEDULE_MESSAGES } from '@portal/domain/schedule/schedule-messages';
import { todayIn } from '@portal/domain/schedule/schedule-clock';
import { randomUUID } from 'node:crypto';
import { nextWeekday } from './calendar';
import { API_RECEIVER, API_SENDER, apiPickupDraft, stepHeading } from './pickup';
import { nextButton } from './quote';
import { apiSession, bearer } from './session';

// Helpers of the drop-freight tests (issue 11): drop freight a test is not about is booked through
// the API; the wizard is driven as a user would.

/**
 * The first day after today that the Brisbane depot, which receives Acme's drop freight, receives
 * on (decision 0040: business days, so not a weekday public holiday either), as the server judges.
 */
export async function dropInDay(request: APIRequestContext): Promise<string> {
  let day = nextWeekday(todayIn('QLD', new Date()));
  while (!(await depotReceives(request, day))) day = nextWeekday(day);
  return day;
}

/**
 * Whether the Brisbane depot receives drop freight on `day` (within two weeks), as the server
 * judges it: the holiday calendar is the domain's JSON, which Playwright's loader cannot import.
 */
export async function depotReceives(request: APIRequestContext, day: string): Promise<boolean> {
  const session = await apiSession(request, 'booker');
  const data = apiDropFreightDraft({ readyAt: day, progress: 10 });
  const answer = await request.post('portal/directdropfreight/validate', { headers: bearer(session), data });
  expect(answer.status(), await answer.text()).toBe(200);
  return !((await answer.json()) as ValidateAnswer).message.includes(SCHEDULE_MESSAGES.depotClosedDay);
}

/** A complete direct drop freight, electronic, from Acme's Fortitude Valley to Parramatta. */
export function apiDropFreightDraft(patch: Partial<DropFreightDraft> = {}): DropFreightDraft {
  const { freightList, poNumber, instructions } = apiPickupDraft();
  return {
    progress: 3, version: 0, _created: false, accounts: true, sender: API_SENDER, receiver: API_RECEIVER, poNumber, customerRef: 'API drop freight',
    freightList, ppi: false, pickupRequired: 1, deliveryRequired: 2, _dgHas: false, dgClasses: [], readyAt: '',
    bookedBy: 'Bella Booker', openFrom: '07:00', closedAfter: '17:00', instructions, quoteNumber: '', status: 2,
    conType: 'preElectronic', conNumber: '', ExtraEmail: '', scheduleDay: '', scheduleMsg: '', ...patch,
  };
}

async function post(request: APIRequestContext, username: string, path: string, data: DropFreightDraft) {
  const session = await apiSession(request, username);
  const answer = await request.post(`portal/${path}`, { headers: { ...bearer(session), [IDEMPOTENCY_KEY_HEADER]: randomUUID() }, data });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as DropFreightSaveAnswer;
}

/** A drop freight numbered (POST directdropfreight/new) and booked (POST directdropfreight/edit, status 1): its number. */
export async function dropFreightByApi(request: APIRequestContext, username = 'booker', patch: Partial<DropFreightDraft> = {}) {
  const draft = apiDropFreightDraft({ readyAt: await dropInDay(request), ...patch });
  const { recordNumber, version } = await post(request, username, 'directdropfreight/new', draft);
  await post(request, username, 'directdropfreight/edit', { ...draft, _created: true, conNumber: recordNumber, progress: 10, status: 1, version });
  return recordNumber;
}

/**
 * A drop freight numbered and saved up to Schedule Drop In (progress 7, status 2) as the wizard
 * saves each step (decision 0040), with `patch` (e.g. the drop-in day as typed): its number.
 */
export async function draftAtScheduleByApi(request: APIRequestContext, patch: Partial<DropFreightDraft> = {}) {
  const draft = apiDropFreightDraft(patch);
  const { recordNumber, version } = await post(request, 'booker', 'directdropfreight/new', draft);
  await post(request, 'booker', 'directdropfreight/edit', { ...draft, _created: true, conNumber: recordNumber, progress: 7, status: 2, version });
  return recordNumber;
}

/** From Accounts through Enter Consignment Number with an electronic connote: the number the server gave. */
export async function numberElectronically(page: Page) {
  await expect(stepHeading(page, 'Accounts')).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).click();
  await nextButton(page).click();
  await expect(stepHeading(page, 'Enter Consignment Number')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Electronic Connote' })).toBeChecked();
  await nextButton(page).click();
  await expect(stepHeading(page, 'Details')).toBeVisible();
  return localDropFreight(page).then((local) => local.conNumber);
}

/** The drop freight the browser keeps for the company (its per-company local copy, spec 02 section 3). */
export async function localDropFreight(page: Page): Promise<DropFreightDraft> {
  const stored = await page.evaluate((prefix) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith(`${prefix}:DropFreight:`));
    return key ? localStorage.getItem(key) : null;
  }, STORAGE_KEY_PREFIX);
  return (JSON.parse(stored ?? '{}') as { state: { draft: DropFreightDraft } }).state.draft;
}
