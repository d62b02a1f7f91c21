import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BLANK_PARTY, type Party } from '@portal/domain/api/party';
import {
  IDEMPOTENCY_KEY_HEADER,
  type PickupConvertAnswer,
  type PickupDraft,
  type PickupSaveAnswer,
} from '@portal/domain/api/pickup';
import type { Quote } from '@portal/domain/api/quote';
import type { FreightItem } from '@portal/domain/booking/booking';
import { CARTON, fillLineItem, nextButton, pickSuburb, SYDNEY } from './quote';
import { apiSession, bearer } from './session';

// Helpers of the pickup workflow's tests (issue 4). Screens are driven as a user would; pickups a
// test is not about are booked and completed through the API.

/** The heading of the wizard's current step. */
export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true, level: 2 });

/** A step of the wizard's stepper ('Steps' navigation). */
export const stepperStep = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: new RegExp(name) });

/** A Saved Address select of the full Details step. */
export const savedAddress = (page: Page, who: 'Sender' | 'Receiver') =>
  page.getByRole('group', { name: `${who}'s Details` }).getByRole('combobox', { name: 'Saved Address' });

/** The Acme sender every API pickup starts from (a saved address typed out, as the server test does). */
export const API_SENDER: Party = {
  ...BLANK_PARTY,
  key: 'new',
  fullName: 'Priya Natarajan',
  phoneNum: '+61 411 888 999',
  emailAddress: 'valley@acmehardware.example',
  streetAddress: '301 Wickham Street',
  suburb: 'Fortitude Valley',
  state: 'QLD',
  postCode: '4006',
  company: 'Acme Hardware Fortitude Valley',
};

export const API_RECEIVER: Party = {
  ...BLANK_PARTY,
  key: 'new',
  fullName: 'Sam Harbour',
  phoneNum: '+61 411 888 998',
  emailAddress: 'sam@harbourbuilders.example',
  streetAddress: '9 Church Street',
  suburb: 'Parramatta',
  state: 'NSW',
  postCode: '2150',
  company: 'Harbour Builders',
};

function apiItem(): FreightItem {
  return {
    key: 'e2e-pickup-1', quantity: '2', type: 'General', description: 'Cartons of hardware', unitWeight: '25', weight: '50',
    length: '0.6', width: '0.4', height: '0.4', id: 0, ppi: 0, ref: 'PU-1', error: '',
    dgClass: 'N/A', dgUNCode: '', dgTechName: '', dgSubRisk: '', dgPackGroup: '', dgPackType: '', dgPackCount: '', dgQty: '',
  };
}

/**
 * A pickup draft that is valid at any clock time: Ready Now with business hours 07:00 to 17:00
 * (a cut-off only moves it to the next business day).
 */
export function apiPickupDraft(patch: Partial<PickupDraft> = {}): PickupDraft {
  return {
    progress: 7, version: 0, accounts: true, sender: API_SENDER, receiver: API_RECEIVER, poNumber: 'PO-API-P1', pickupRef: 'API pickup',
    freightList: [apiItem()], ppi: false, _dgHas: false, dgClasses: [], when: 'now', _readyAtDate: '', _readyAtTime: '',
    openFrom: '07:00', closedAfter: '17:00', bookedBy: 'Bella Booker', instructions: 'Ring on arrival.',
    pickupRequired: 2, deliveryRequired: 2, quoteNumber: '', pickupNumber: '', status: 0, conType: 'preElectronic',
    conNumber: '', ExtraEmail: '', readyAt: '', scheduleDay: '', scheduleMsg: '', bookedAt: 0, ...patch,
  };
}

/** A booked pickup (status 0) made through POST pickups/new. */
export async function pickupByApi(request: APIRequestContext, username: string, patch: Partial<PickupDraft> = {}) {
  const session = await apiSession(request, username);
  const answer = await request.post('portal/pickups/new', {
    headers: { ...bearer(session), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    data: apiPickupDraft(patch),
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as PickupSaveAnswer;
  expect(body.success, body.message).toBe(true);
  return body.pickupNumber;
}

/** Completes a pickup with an electronic connote (POST pickups/convert), copied to `extraEmail` if any; answers the consignment number. */
export async function completeByApi(request: APIRequestContext, username: string, pickupNumber: string, extraEmail = '') {
  const session = await apiSession(request, username);
  const answer = await request.post('portal/pickups/convert', {
    headers: { ...bearer(session), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    data: { pickupNumber, conNumber: '', ExtraEmail: extraEmail },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as PickupConvertAnswer;
  expect(body.success, body.message).toBe(true);
  return body.conNumber;
}

/** Accepts a quote (POST quote), as Accept Quote does. */
export async function acceptQuoteByApi(request: APIRequestContext, username: string, quoteNumber: string) {
  const session = await apiSession(request, username);
  // The accept names the version whose price it accepts (decision 0030): the quote's as it is now.
  const quote = await request.get('portal/quote', { headers: bearer(session), params: { quote: quoteNumber } });
  const { version } = (await quote.json()) as Quote;
  const answer = await request.post('portal/quote', { headers: bearer(session), data: { quoteNumber, version } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The Review Pickup Edit buttons ('Edit Details', 'Edit Freight', ...). */
export const editButtons = (page: Page) => page.getByTestId('review-pickup').getByRole('button', { name: /^Edit / });

/**
 * From New Pickup to Schedule Pickup as a user: Accounts Yes, the usual sender and a Sydney
 * receiver, a PO, one General line item, no dangerous goods.
 */
/** The carrier delivers to the receiver: a booking names it, its phone and street (decision 0043). */
export async function nameReceiver(page: Page) {
  const receiver = page.getByRole('group', { name: "Receiver's Details" });
  await receiver.getByLabel('Full Name').fill('Sam Harbour');
  await receiver.getByLabel('Phone', { exact: true }).fill('411 888 998');
  await receiver.getByLabel('Street Address').fill('9 Church Street');
}

export async function fillNewPickupToSchedule(page: Page) {
  await expect(stepHeading(page, 'Accounts')).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).click();
  await nextButton(page).click();
  await expect(stepHeading(page, 'Details')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sender Suburb/City' })).not.toHaveValue('');
  await pickSuburb(page, 'Receiver', SYDNEY.typed, SYDNEY.label);
  await nameReceiver(page);
  await page.getByLabel('Purchase Order #').fill('PO-P-2');
  await nextButton(page).click();
  await expect(stepHeading(page, 'Enter Freight')).toBeVisible();
  await fillLineItem(page, 1, CARTON);
  await nextButton(page).click();
  await expect(stepHeading(page, 'Dangerous Goods')).toBeVisible();
  await page.getByRole('radio', { name: 'No' }).click();
  await nextButton(page).click();
  await expect(stepHeading(page, 'Schedule Pickup')).toBeVisible();
}
