import '../../../test/setup';
import { BLANK_PARTY } from '@portal/domain/api/party';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAddress, buildBookingOptions, buildItem } from '../../../components/booking/test-options';
import { BOOKED, completeDraft } from '../components/pickup-test-support';
import { pickupStorageKey, pickupStoreFor } from './pickup-store';
import {
  blankPickupWizard,
  detailsOf,
  localCopyConflicts,
  newPickupDraft,
  pickupFromQuote,
  pickupFromServer,
} from './pickup-wizard-state';

const QUOTE = {
  version: 3,
  progress: 5,
  sender: 'FORTITUDE VALLEY, QLD, 4006',
  receiver: 'SYDNEY, NSW, 2000',
  customerRef: 'REF-9',
  poNumber: 'PO-1',
  freightList: [buildItem({ id: 5 })],
  ppi: false,
  pickupRequired: 3 as const,
  deliveryRequired: 1 as const,
  _dgHas: false,
  dgClasses: [],
  instructions: '',
  quoteNumber: 'Q0000042',
};

describe('pickup store (spec 02 sections 3 and 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    pickupStoreFor(10).getState().reset();
    pickupStoreFor(11).getState().reset();
  });

  it('keeps a local copy per company under its own Pickup key', () => {
    pickupStoreFor(10).getState().patchDraft({ instructions: 'Ring the bell' });
    expect(pickupStorageKey(10)).toBe('freight-portal:Pickup:10');
    expect(pickupStoreFor(11).getState().draft.instructions).toBe('');
    const copy = JSON.parse(localStorage.getItem(pickupStorageKey(10)) ?? '{}') as { state: { draft: { instructions: string } } };
    expect(copy.state.draft.instructions).toBe('Ring the bell');
    expect(localStorage.getItem(pickupStorageKey(11)) ?? '').not.toContain('Ring the bell');
  });

  it('reuses the Idempotency-Key for a retry of the same draft, and makes a new one after an edit', () => {
    const store = pickupStoreFor(10);
    store.getState().start(completeDraft());
    const first = store.getState().keyForSubmit();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(store.getState().keyForSubmit()).toBe(first);
    store.getState().patchDraft({ instructions: 'Side door' });
    const second = store.getState().keyForSubmit();
    expect(second).not.toBe(first);
    store.getState().booked(BOOKED, 8);
    expect(store.getState().keyForSubmit()).not.toBe(second);
  });

  it('records the booking: number, day, line ids and the answer, and is no longer dirty', () => {
    const store = pickupStoreFor(10);
    store.getState().start(completeDraft());
    store.getState().patchDraft({ instructions: 'x' });
    store.getState().booked(BOOKED, 8);
    const state = store.getState();
    expect([state.draft.pickupNumber, state.draft.scheduleDay, state.draft.progress]).toEqual(['P0000012', '2026-11-23', 8]);
    expect(state.draft.freightList[0]?.id).toBe(41);
    expect(state.booking).toEqual({ pickupNumber: 'P0000012', scheduleDay: '2026-11-23', message: 'Pickup P0000012 has been booked.' });
    expect([state.dirty, state.worked]).toEqual([false, true]);
  });

  it('completes the pickup on its consignment: a manual submit becomes manual', () => {
    const store = pickupStoreFor(10);
    store.getState().start(completeDraft({ pickupNumber: 'P0000012', conType: 'preManual', conNumber: 'FP00001234' }));
    store.getState().converted({ success: true, conNumber: 'FP000012345', pickupNumber: 'P0000012', message: '' });
    const { draft, worked } = store.getState();
    expect([draft.conType, draft.conNumber, draft.status, worked]).toEqual(['manual', 'FP000012345', 1, false]);
  });

  it('maps the Details step: the customer reference is pickupRef, the quote number is not the step\'s', () => {
    const store = pickupStoreFor(10);
    store.getState().start(completeDraft({ quoteNumber: 'Q0000042' }));
    store.getState().patchDetails({ customerRef: 'REF-1', poNumber: 'PO-7', quoteNumber: '' });
    const { draft } = store.getState();
    expect([draft.pickupRef, draft.poNumber, draft.quoteNumber]).toEqual(['REF-1', 'PO-7', 'Q0000042']);
    expect(detailsOf(draft).customerRef).toBe('REF-1');
  });
});

describe('pickup drafts', () => {
  it('starts a new pickup with the customer defaults, the usual sender and a pickup required', () => {
    const options = buildBookingOptions({
      addresses: [buildAddress()],
      customerDefaults: {
        defaultOpen: '06:30',
        defaultClose: '15:00',
        defaultInstructions: 'Dock 4',
        defaultExtraEmail: 'copy@example.com',
        defaultSender: { id: 7, suburb: 'FORTITUDE VALLEY', state: 'QLD', postCode: '4006' },
      },
    });
    const draft = newPickupDraft(options, 'Jo Citizen');
    expect([draft.openFrom, draft.closedAfter, draft.instructions, draft.ExtraEmail]).toEqual(['06:30', '15:00', 'Dock 4', 'copy@example.com']);
    expect([draft.sender.key, draft.sender.company, draft.sender.suburb]).toEqual(['7', 'Valley Traders', 'FORTITUDE VALLEY']);
    expect([draft.progress, draft.when, draft.bookedBy, draft.pickupRequired, draft.conType]).toEqual([1, 'now', 'Jo Citizen', 2, 'preElectronic']);
    expect(newPickupDraft(options, 'A name longer than twenty').bookedBy).toBe('');
  });

  it('converts a quote: suburbs, references, freight, dangerous goods and services from the quote', () => {
    const draft = pickupFromQuote({ quoteNumber: 'Q0000042', quote: QUOTE }, buildBookingOptions(), 'Jo Citizen');
    expect(draft.sender).toEqual({ ...BLANK_PARTY, suburb: 'FORTITUDE VALLEY', state: 'QLD', postCode: '4006' });
    expect(draft.receiver.suburb).toBe('SYDNEY');
    expect([draft.quoteNumber, draft.pickupRef, draft.poNumber]).toEqual(['Q0000042', 'REF-9', 'PO-1']);
    expect([draft.pickupRequired, draft.deliveryRequired, draft._dgHas]).toEqual([3, 1, false]);
    expect(draft.freightList[0]?.id).toBe(5);
  });

  it('offers the local copy when it holds work that opening would replace', () => {
    const worked = { ...blankPickupWizard(completeDraft({ pickupNumber: 'P0000012' })), worked: true };
    expect(localCopyConflicts(blankPickupWizard(), '')).toBe(false);
    expect(localCopyConflicts(worked, '')).toBe(true);
    expect(localCopyConflicts(worked, 'P0000099')).toBe(true);
    expect(localCopyConflicts(worked, 'P0000012')).toBe(false);
    expect(localCopyConflicts({ ...worked, dirty: true }, 'P0000012')).toBe(true);
  });

  it('opens a server pickup at the given step with nothing local', () => {
    const wizard = pickupFromServer(completeDraft({ pickupNumber: 'P0000012', freightList: [] }), 7);
    expect([wizard.draft.progress, wizard.isNew, wizard.worked, wizard.draft.freightList.length]).toEqual([7, false, false, 1]);
  });
});
