import '../../../test/setup';
import type { Quote } from '@portal/domain/api/quote';
import { beforeEach, describe, expect, it } from 'vitest';
import { blankQuoteDraft, draftForSubmit, localCopyConflicts, partyFromSuburbValue } from './quote-wizard-state';
import { quoteStorageKey, quoteStoreFor } from './quote-store';

const SENDER = { suburb: 'FORTITUDE VALLEY', state: 'QLD', postCode: '4006' };
const RECEIVER = { suburb: 'SYDNEY', state: 'NSW', postCode: '2000' };

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

  it('records the number, price and General rate of a priced quote, and is no longer dirty', () => {
    const store = quoteStoreFor(10);
    store.getState().patchDraft({ instructions: 'x' });
    const items = store.getState().draft.freightList.map((item) => ({ ...item, id: 9 }));
    store.getState().priced(
      { quoteNumber: 'Q0000007', quotePrice: 88, breakdown: null, freightItemIDs: [9], freightList: items, errorMsg: '', generalRate: true },
      1000,
    );
    const state = store.getState();
    expect([state.draft.quoteNumber, state.quotePrice, state.generalRate, state.validUntil]).toEqual(['Q0000007', 88, true, 1000]);
    expect(state.draft.freightList[0]?.id).toBe(9);
    expect(state.dirty).toBe(false);
    expect(state.worked).toBe(true);
  });

  it('loads a server quote with its parties and without local work', () => {
    const store = quoteStoreFor(10);
    store.getState().load(buildQuote({ accepted: true }), 5);
    const state = store.getState();
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
