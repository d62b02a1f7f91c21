import { BLANK_PARTY } from '@portal/domain/api/party';
import type { PickupDraft, PickupSaveAnswer } from '@portal/domain/api/pickup';
import { buildItem, optionsResponse } from '../../../components/booking/test-options';
import { mockCalls, type CallRoutes } from '../../../test/mock-calls';
import { pickupStoreFor } from '../store/pickup-store';
import { blankPickupDraft, blankPickupWizard, type PickupWizard } from '../store/pickup-wizard-state';

// Shared set-up of the pickup screen tests: the company 10 store of buildSession, a complete
// draft, and a fetch mock answering each pickup call by method and path.

export const COMPANY_ID = 10;
export const pickupStore = () => pickupStoreFor(COMPANY_ID);

/** A draft every step accepts: Fortitude Valley to Sydney, one General item, ready now. */
export function completeDraft(overrides: Partial<PickupDraft> = {}): PickupDraft {
  return {
    ...blankPickupDraft({ defaultOpen: '07:00', defaultClose: '17:00', defaultInstructions: '', defaultExtraEmail: '' }, 'Jo Citizen'),
    accounts: true,
    sender: { ...BLANK_PARTY, key: 'new', fullName: 'Sam Sender', phoneNum: '+61411888999', company: 'Valley Traders', streetAddress: '1 Ann Street', suburb: 'FORTITUDE VALLEY', state: 'QLD', postCode: '4006' },
    receiver: { ...BLANK_PARTY, key: 'new', fullName: 'Rae Receiver', phoneNum: '+61411888999', streetAddress: '2 George Street', suburb: 'SYDNEY', state: 'NSW', postCode: '2000' },
    freightList: [buildItem()],
    _dgHas: false,
    instructions: 'Ring the bell',
    ...overrides,
  };
}

export function completeWizard(overrides: Partial<PickupDraft> = {}, wizard: Partial<PickupWizard> = {}): PickupWizard {
  return { ...blankPickupWizard(completeDraft(overrides)), dirty: true, worked: true, ...wizard };
}

export const BOOKED: PickupSaveAnswer = {
  success: true,
  pickupNumber: 'P0000012',
  scheduleDay: '2026-11-23',
  freightItemIDs: [41],
  version: 1,
  message: 'Pickup P0000012 has been booked.',
};

export type PickupRoutes = CallRoutes;

const options = () => optionsResponse();

/** Answers 'GET pickups/new', 'POST pickups/new', ... from `routes`; the options calls default to the test options. */
export const mockPickupCalls = (routes: PickupRoutes = {}) => mockCalls(routes, { 'GET pickups/new': options, 'GET quoteConvert': options });

export const stored = () => pickupStore().getState();
