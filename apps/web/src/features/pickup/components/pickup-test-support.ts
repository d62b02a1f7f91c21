import { BLANK_PARTY } from '@portal/domain/api/party';
import type { PickupDraft, PickupSaveAnswer } from '@portal/domain/api/pickup';
import { buildBookingOptions, buildItem } from '../../../components/booking/test-options';
import { jsonResponse, mockFetch } from '../../../test/factories';
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
    sender: { ...BLANK_PARTY, key: 'new', fullName: 'Sam Sender', company: 'Valley Traders', streetAddress: '1 Ann Street', suburb: 'FORTITUDE VALLEY', state: 'QLD', postCode: '4006' },
    receiver: { ...BLANK_PARTY, key: 'new', fullName: 'Rae Receiver', streetAddress: '2 George Street', suburb: 'SYDNEY', state: 'NSW', postCode: '2000' },
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
  message: 'Pickup P0000012 has been booked.',
};

type Answer = Response | Promise<Response>;
export type PickupRoutes = Partial<Record<string, (body: unknown, init: RequestInit) => Answer>>;

/** Answers 'GET pickups/new', 'POST pickups/new', ... from `routes`; the options calls default to the test options. */
export function mockPickupCalls(routes: PickupRoutes = {}) {
  return mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname.replace('/portal/', '')}`;
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const options = key === 'GET pickups/new' || key === 'GET quoteConvert' ? () => jsonResponse(buildBookingOptions()) : undefined;
    const handler = routes[key] ?? options;
    return handler ? handler(body, init) : jsonResponse({ error: `No mock for ${key}` }, { status: 500 });
  });
}

/** The request of the n-th call to `path` (method and path as in PickupRoutes keys). */
export function callsTo(fetch: ReturnType<typeof mockPickupCalls>, key: string): RequestInit[] {
  return fetch.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://localhost').pathname.replace('/portal/', '')}` === key)
    .map(([, init]) => init ?? {});
}

export const stored = () => pickupStore().getState();
