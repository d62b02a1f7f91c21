import '../../../test/setup';
import { buildQuoteDraft } from '@portal/domain/quote/test-factories';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildBookingOptions } from '../../../components/booking/test-options';
import { completeDropFreight, dropFreightStore, stored, workedWizard } from '../components/drop-freight-test-support';
import { blankDropFreightWizard, dropFreightFromQuote, localCopyConflicts, newDropFreightDraft } from './drop-freight-wizard-state';

// The drop-freight store and its pure steps (spec 02 sections 3 and 4).

describe('the drop-freight store', () => {
  beforeEach(() => {
    localStorage.clear();
    dropFreightStore().getState().reset();
  });

  it("takes each save's version, so the next save sends it (decision 0030)", () => {
    dropFreightStore().setState(workedWizard({ _created: false, conNumber: '', version: 0 }));
    dropFreightStore().getState().saved({ recordNumber: 'FP900000175', freightItemIDs: [], version: 1 }, 3);
    expect([stored().draft.conNumber, stored().draft.version]).toEqual(['FP900000175', 1]);
    dropFreightStore().getState().saved({ recordNumber: 'FP900000175', freightItemIDs: [], version: 2 }, 5);
    expect(stored().draft.version).toBe(2);
  });

  it('keeps its local copy under its own per-company key; reset returns a blank store', () => {
    dropFreightStore().getState().patchDraft({ customerRef: 'Kept' });
    expect(localStorage.getItem('freight-portal:DropFreight:10')).toContain('Kept');
    dropFreightStore().getState().reset();
    expect(stored().draft).toEqual(blankDropFreightWizard().draft);
    expect(stored().worked).toBe(false);
  });

  it("refuses a field that is not the Details page's, in the spec's words", () => {
    expect(() => stored().patchDetails({ progress: 3 } as never)).toThrow('Drop Freight Page (progress) is not supported');
  });

  it('a new route blanks the freight types (spec 02 section 4)', () => {
    dropFreightStore().getState().start(completeDropFreight());
    stored().patchDetails({ receiver: { ...stored().draft.receiver, suburb: 'HOBART', state: 'TAS', postCode: '7000' } });
    expect(stored().draft.freightList[0]?.type).toBe('');
  });

  it('starts from the customer defaults, or from a quote without pickup', () => {
    const options = buildBookingOptions({
      customerDefaults: { defaultOpen: '06:00', defaultClose: '16:00', defaultInstructions: 'Dock 4', defaultExtraEmail: 'ops@example.com', defaultSender: null },
    });
    const fresh = newDropFreightDraft(options, 'Jo Citizen');
    expect([fresh.openFrom, fresh.closedAfter, fresh.instructions, fresh.ExtraEmail, fresh.bookedBy, fresh.pickupRequired, fresh.status]).toEqual([
      '06:00', '16:00', 'Dock 4', 'ops@example.com', 'Jo Citizen', 1, 2,
    ]);
    const quote = buildQuoteDraft({ customerRef: 'Quoted', pickupRequired: 1, instructions: '' });
    const fromQuote = dropFreightFromQuote({ quoteNumber: 'Q0000042', quote }, options, 'Jo Citizen');
    expect([fromQuote.quoteNumber, fromQuote.customerRef, fromQuote.pickupRequired, fromQuote.instructions]).toEqual(['Q0000042', 'Quoted', 1, 'Dock 4']);
    expect(fromQuote.freightList).toEqual(quote.freightList);
  });

  it('offers a local copy only for a draft (status 2) that holds work, and another or edited drop freight', () => {
    expect(localCopyConflicts(workedWizard(), '')).toBe(true);
    expect(localCopyConflicts(workedWizard({}, { dirty: false }), 'FP100000009')).toBe(false);
    expect(localCopyConflicts(workedWizard(), 'FP100000009')).toBe(true);
    expect(localCopyConflicts(workedWizard({ status: 1 }), '')).toBe(false);
    expect(localCopyConflicts(blankDropFreightWizard(), '')).toBe(false);
  });
});
