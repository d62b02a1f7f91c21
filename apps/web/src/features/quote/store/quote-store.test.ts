import '../../../test/setup';
import type { PriceBreakdown, Quote } from '@portal/domain/api/quote';
import { beforeEach, describe, expect, it } from 'vitest';
import { partyFromSuburbValue } from '@portal/domain/api/party';
import { blankQuoteDraft, draftForSubmit, localCopyConflicts } from './quote-wizard-state';
import { quoteStorageKey, quoteStoreFor } from './quote-store';

const SENDER = { suburb: 'FORTITUDE VALLEY', state: 'QLD', postCode: '4006' };
const RECEIVER = { suburb: 'SYDNEY', state: 'NSW', postCode: '2000' };
const BREAKDOWN: PriceBreakdown = {
  card: 'general',
  deadWeight: 20,
  cubicVolume: 0.1,
  chargeableWeight: 25,
  freightCharge: 40,
  minimumApplied: true,
  pickupCharge: 22.5,
  deliveryCharge: 0,
  dangerousGoodsCharge: 0,
  fuelLevyPercent: 18.9,
  fuelLevy: 11.81,
  total: 74.31,
};

function buildQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    ...blankQuoteDraft(),
    progress: 4,
    sender: 'FORTITUDE VALLEY, QLD, 4006',
    receiver: 'SYDNEY, NSW, 2000',
    quoteNumber: 'Q0000042',
    pickupRequired: 2,
    deliveryRequired: 2,
    _dgHas: false,
    quotePrice: 123.45,
    breakdown: null,
    generalRate: true,
    accepted: false,
    createdAt: 1,
    validUntil: 2,
    connote: '',
    pickup: '',
    ...overrides,
  };
}

describe('quote store (spec 02 sections 3 and 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    quoteStoreFor(10).getState().reset();
    quoteStoreFor(11).getState().reset();
  });

  it('keeps a local copy per company under its own key', () => {
    quoteStoreFor(10).getState().patchDraft({ instructions: 'Ring the bell' });
    expect(quoteStoreFor(11).getState().draft.instructions).toBe('');
    const stored = JSON.parse(localStorage.getItem(quoteStorageKey(10)) ?? '{}') as { state: { draft: { instructions: string } } };
    expect(quoteStorageKey(10)).toBe('freight-portal:Quote:10');
    expect(stored.state.draft.instructions).toBe('Ring the bell');
    expect(localStorage.getItem(quoteStorageKey(11))).not.toContain('Ring the bell');
  });

  it('maps the Details parties to suburb values on submit', () => {
    const store = quoteStoreFor(10);
    store.getState().patchDetails({
      sender: { ...store.getState().sender, ...SENDER, fullName: 'Jo' },
      receiver: { ...store.getState().receiver, ...RECEIVER },
      poNumber: 'PO-1',
    });
    const draft = draftForSubmit(store.getState());
    expect(draft.sender).toBe('FORTITUDE VALLEY, QLD, 4006');
    expect(draft.receiver).toBe('SYDNEY, NSW, 2000');
    expect(draft.poNumber).toBe('PO-1');
    expect(store.getState().dirty).toBe(true);
  });

  it('records the number, price, breakdown and General rate of a priced quote, and is no longer dirty', () => {
    const store = quoteStoreFor(10);
    store.getState().patchDraft({ instructions: 'x' });
    const items = store.getState().draft.freightList.map((item) => ({ ...item, id: 9 }));
    store.getState().priced(
      { quoteNumber: 'Q0000007', quotePrice: 74.31, breakdown: BREAKDOWN, freightItemIDs: [9], freightList: items, errorMsg: '', generalRate: true, version: 1 },
      1000,
    );
    const state = store.getState();
    expect([state.draft.quoteNumber, state.quotePrice, state.generalRate, state.validUntil]).toEqual(['Q0000007', 74.31, true, 1000]);
    expect(state.breakdown).toEqual(BREAKDOWN);
    // Kept in the local copy, so a reopened Summary shows it again.
    expect(localStorage.getItem(quoteStorageKey(10))).toContain('"breakdown":{"card":"general"');
    expect(state.draft.freightList[0]?.id).toBe(9);
    expect(state.dirty).toBe(false);
    expect(state.worked).toBe(true);
    store.getState().reset();
    expect(store.getState().breakdown).toBeNull();
  });

  it('loads a server quote with its parties, price and breakdown, and without local work', () => {
    const store = quoteStoreFor(10);
    store.getState().load(buildQuote({ accepted: true, quotePrice: 74.31, breakdown: BREAKDOWN }), 5);
    const state = store.getState();
    expect([state.quotePrice, state.breakdown]).toEqual([74.31, BREAKDOWN]);
    expect(state.sender).toMatchObject(SENDER);
    expect(state.receiver).toMatchObject(RECEIVER);
    expect([state.accepted, state.draft.progress, state.worked]).toEqual([true, 5, false]);
  });

  it('offers the local copy only when it holds other or unsaved work', () => {
    const store = quoteStoreFor(10);
    expect(localCopyConflicts(store.getState(), '')).toBe(false);
    store.getState().patchDraft({ instructions: 'x' });
    expect(localCopyConflicts(store.getState(), '')).toBe(true);
    expect(localCopyConflicts(store.getState(), 'Q0000042')).toBe(true);
    store.getState().load(buildQuote(), 4);
    expect(localCopyConflicts(store.getState(), 'Q0000042')).toBe(false);
    store.getState().patchDraft({ instructions: 'y' });
    expect(localCopyConflicts(store.getState(), 'Q0000042')).toBe(true);
  });

  it('reads suburb values back, commas in the suburb included', () => {
    expect(partyFromSuburbValue('ST KILDA, VIC, 3182')).toMatchObject({ suburb: 'ST KILDA', state: 'VIC', postCode: '3182' });
    expect(partyFromSuburbValue('A, B, NSW, 2000').suburb).toBe('A, B');
    expect(partyFromSuburbValue('').suburb).toBe('');
  });
});
