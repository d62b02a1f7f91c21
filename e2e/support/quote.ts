import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { QuoteDraft, QuoteNewAnswer } from '@portal/domain/api/quote';
import type { FreightItem } from '@portal/domain/booking/booking';
import { SESSION_STORAGE_KEY } from '@portal/domain/constants';
import { ACME, apiSession, bearer } from './session';

// Helpers of the quote workflow's tests (issue 3). Screens are driven as a user would; only the
// sign-in and the setup of quotes a test is not about go through the API.

/**
 * Signs in through the API and opens `path` (a hash route such as '/quote/new') with that
 * session in the tab's sessionStorage, as the login card would have left it.
 */
export async function openAs(page: Page, request: APIRequestContext, username: string, path: string, company = ACME) {
  const session = await apiSession(request, username, company);
  await page.addInitScript(
    ([key, value]) => {
      // Once per tab: a reload keeps what the app has stored since.
      if (sessionStorage.getItem(key!) === null) {
        const stored = JSON.parse(value!) as { user: { lastActive: number } };
        stored.user.lastActive = Date.now();
        sessionStorage.setItem(key!, JSON.stringify(stored));
      }
    },
    [SESSION_STORAGE_KEY, JSON.stringify(session)],
  );
  await page.goto(`./#${path}`);
  await expect(page.getByText(`Company: ${company}`)).toBeVisible();
  return session;
}

/** The Next (or Accept Quote) button of the wizard. */
export const nextButton = (page: Page, name: string | RegExp = 'Next') =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

/** Types into a Suburb/City combobox and picks the option with this label. */
export async function pickSuburb(page: Page, who: 'Sender' | 'Receiver', typed: string, label: string) {
  const box = page.getByRole('combobox', { name: `${who} Suburb/City` });
  await box.click();
  await box.fill(typed);
  const results = page.getByRole('listbox', { name: `${who} Suburb/City` });
  await expect(results).toHaveAttribute('data-query', typed.trim().toLowerCase());
  // An unavailable suburb is listed too, marked '(not available)'.
  const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(\\(not available\\))?$`);
  await results.getByRole('option', { name }).click();
  await expect(box).toHaveValue(label);
}

export interface ItemInput {
  quantity?: string;
  type?: string;
  description?: string;
  unitWeight?: string;
  length?: string;
  width?: string;
  height?: string;
  ref?: string;
}

/** The card of line item n (counting from 1). */
export const lineItem = (page: Page, n: number) => page.getByRole('region', { name: `Line Item ${n}` });

/** Picks an option of a Mantine Select by its label. */
export async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

/** Fills the given fields of line item n, as typed by a user. */
export async function fillLineItem(page: Page, n: number, item: ItemInput) {
  const card = lineItem(page, n);
  const fill = async (label: string, value: string | undefined) => {
    if (value !== undefined) await card.getByLabel(label, { exact: true }).fill(value);
  };
  await fill('Number of items', item.quantity);
  if (item.type) await choose(page, card.getByRole('combobox', { name: 'Freight Type' }), item.type);
  await fill('Description', item.description);
  await fill('Weight per item (kg)', item.unitWeight);
  await fill('Length (m)', item.length);
  await fill('Width (m)', item.width);
  await fill('Height (m)', item.height);
  await fill('Item Reference', item.ref);
}

/** A valid General line item. */
export const CARTON: Required<ItemInput> = {
  quantity: '2',
  type: 'General',
  description: 'Cartons of hardware',
  unitWeight: '25',
  length: '0.6',
  width: '0.4',
  height: '0.4',
  ref: 'CTN-1',
};

export const BRISBANE = { typed: 'Fortitude Valley', label: 'Fortitude Valley 4006 QLD', value: 'Fortitude Valley, QLD, 4006' };
export const SYDNEY = { typed: 'Parramatta', label: 'Parramatta 2150 NSW', value: 'Parramatta, NSW, 2150' };
export const PERTH = { typed: 'Welshpool', label: 'Welshpool 6106 WA', value: 'Welshpool, WA, 6106' };

function item(n: number, patch: Partial<FreightItem> = {}): FreightItem {
  return {
    key: `e2e-${n}`, quantity: '2', type: 'General', description: 'Cartons of hardware', unitWeight: '25', weight: '50',
    length: '0.6', width: '0.4', height: '0.4', id: 0, ppi: 0, ref: `CTN-${n}`, error: '',
    dgClass: 'N/A', dgUNCode: '', dgTechName: '', dgSubRisk: '', dgPackGroup: '', dgPackType: '', dgPackCount: '', dgQty: '',
    ...patch,
  };
}

/**
 * A priced quote made through the API (POST quoteNew), for tests about what happens to an
 * existing quote rather than about making one.
 */
export async function quoteByApi(request: APIRequestContext, username: string, patch: Partial<QuoteDraft> = {}) {
  const session = await apiSession(request, username);
  const draft: QuoteDraft = {
    progress: 5, version: 0, sender: BRISBANE.value, receiver: SYDNEY.value, customerRef: 'API quote', poNumber: 'PO-API-1',
    freightList: [item(1)], ppi: false, pickupRequired: 2, deliveryRequired: 2, _dgHas: false, dgClasses: [],
    instructions: '', quoteNumber: '', ...patch,
  };
  const answer = await request.post('portal/quoteNew', { headers: bearer(session), data: draft });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as QuoteNewAnswer;
  expect(body.errorMsg).toBe('');
  return body.quoteNumber;
}

/** Fills Details with a valid Brisbane to Sydney quote of one General line item. */
export async function fillValidDetails(page: Page, to = SYDNEY) {
  await pickSuburb(page, 'Sender', BRISBANE.typed, BRISBANE.label);
  await pickSuburb(page, 'Receiver', to.typed, to.label);
  await page.getByLabel('Purchase Order #').fill('PO-1');
  await fillLineItem(page, 1, CARTON);
}

/** A message shown on the screen, word for word (on its field, in an error list, or both). */
export async function expectMessage(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** From a valid Details step to the Summary: no services, no dangerous goods, no instructions. */
export async function continueToSummary(page: Page) {
  await nextButton(page).click();
  await page.getByRole('radio', { name: 'No pickup, freight dropped at the depot' }).click();
  await page.getByRole('radio', { name: 'No delivery, collect from the depot' }).click();
  await nextButton(page).click();
  await page.getByRole('radio', { name: 'No' }).click();
  await nextButton(page).click();
  await expect(page.getByRole('heading', { name: 'Special Instructions' })).toBeVisible();
  await nextButton(page).click();
  await expect(page.getByTestId('quote-number')).toHaveText(/^Quote Q\d{7}$/);
}
