import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { BLANK_PARTY, type Party } from '@portal/domain/api/party';
import { IDEMPOTENCY_KEY_HEADER, type PickupDraft, type PickupSaveAnswer } from '@portal/domain/api/pickup';
import { buildPickupDraft } from '@portal/domain/pickup/test-factories';
import { call } from './api';
import { twoLines } from './quote-drafts';

// Pickup drafts for the API tests and the bench: valid for Acme (PO required) from Fortitude
// Valley (Brisbane) to Alexandria (Sydney), Ready Now with business hours 07:00 to 17:00, so a
// draft is valid at any clock time (a cut-off only moves it to the next business day).

export const SENDER: Party = {
  ...BLANK_PARTY,
  key: 'new',
  fullName: 'Dana Whitlock',
  phoneNum: '+61 411 888 999',
  emailAddress: 'dana@acmehardware.example',
  streetAddress: '301 Wickham Street',
  suburb: 'Fortitude Valley',
  state: 'QLD',
  postCode: '4006',
  company: 'Acme Hardware Fortitude Valley',
  companyABN: '12 345 678 901',
};

export const RECEIVER: Party = {
  ...BLANK_PARTY,
  key: 'new',
  fullName: 'Mia Costa',
  phoneNum: '+61 411 888 998',
  emailAddress: 'mia@example.com',
  streetAddress: '25 Euston Road',
  suburb: 'Alexandria',
  state: 'NSW',
  postCode: '2015',
  company: 'Harbour Builders',
};

export function pickupDraft(over: Partial<PickupDraft> = {}): PickupDraft {
  return buildPickupDraft({
    sender: SENDER,
    receiver: RECEIVER,
    poNumber: 'PO-4411',
    pickupRef: 'PR-100',
    freightList: twoLines(),
    instructions: 'Ring on arrival.',
    ...over,
  });
}

/** A booking POST with an Idempotency-Key (call() sends none). */
export function postWithKey(app: FastifyInstance, path: string, token: string, body: unknown, key: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/portal/${path}`,
    headers: { authorization: `Bearer ${token}`, [IDEMPOTENCY_KEY_HEADER]: key },
    payload: body as Record<string, unknown>,
  });
}

/** POST pickups/new that must succeed. */
export async function createPickup(app: FastifyInstance, token: string, over: Partial<PickupDraft> = {}): Promise<PickupSaveAnswer> {
  const response = await call(app, 'POST', 'pickups/new', { token, body: pickupDraft(over) });
  if (response.statusCode !== 200) throw new Error(`pickups/new: ${response.statusCode} ${response.body}`);
  return response.json<PickupSaveAnswer>();
}
