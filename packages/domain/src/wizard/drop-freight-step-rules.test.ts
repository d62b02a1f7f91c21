import { describe, expect, it } from 'vitest';
import { buildDropFreightDraft as draft } from '../consignment/test-factories';
import { dropFreightDraftSchema } from '../consignment/drop-freight-schema';
import { buildFreightItem, buildQuoteContext } from '../quote/test-factories';
import {
  DROP_FREIGHT_RULE_MESSAGES,
  DROP_FREIGHT_STEP,
  dropFreightDraftErrors,
  dropFreightStepCheck,
  dropInOutcome,
  type DropFreightContext,
} from './drop-freight-step-rules';

// The drop-freight wizards' step rules (spec 02 sections 2, 4 and 5), texts verbatim.

// Monday 2 March 2026, 9:00 in Brisbane (UTC+10).
const MONDAY_9AM = new Date('2026-03-01T23:00:00Z');
const ctx = (over: Partial<DropFreightContext> = {}): DropFreightContext => ({
  ...buildQuoteContext(),
  addresses: [],
  company: 'Acme Hardware Pty Ltd',
  now: MONDAY_9AM,
  ...over,
});
const S = DROP_FREIGHT_STEP;

describe('drop-freight step rules', () => {
  it('a complete draft passes every step and matches its schema', () => {
    expect(dropFreightDraftErrors(draft(), ctx(), S.createConsignment)).toEqual([]);
    expect(dropFreightDraftSchema.safeParse(draft()).success).toBe(true);
  });

  it('Accounts: only Yes allows Next', () => {
    expect(dropFreightStepCheck(S.accounts, draft({ accounts: null }), ctx())).toEqual({
      canAdvance: false,
      errors: ['Please contact your provider to arrange freight that Acme Hardware Pty Ltd is not paying for.'],
    });
  });

  it('Enter Consignment Number: a manual number must be well formed before it is numbered; the copy-to e-mail', () => {
    const check = (over: Parameters<typeof draft>[0]) => dropFreightStepCheck(S.consignmentNumber, draft({ _created: false, ...over }), ctx()).errors;
    expect(check({ conNumber: '' })).toEqual(['A consignment number is required.']);
    expect(check({ conNumber: 'FP100000001' })).toEqual([
      'Consignment number FP100000001 is not valid: its last digit does not match the others. Please check the number on the connote.',
    ]);
    expect(check({ conType: 'preElectronic', conNumber: '', ExtraEmail: 'ops@example' })).toEqual(['email is invalid']);
    // Numbered: the server's number stands.
    expect(dropFreightStepCheck(S.consignmentNumber, draft({ conNumber: 'anything' }), ctx()).errors).toEqual([]);
  });

  it('Details: the suburbs, the route and the references', () => {
    expect(dropFreightStepCheck(S.details, draft({ receiver: { ...draft().sender } }), ctx()).errors).toContain(
      'Sender and receiver destinations cannot match.',
    );
  });

  it('Additional Services: no pickup, the freight is dropped in; Next only when both are answered', () => {
    expect(dropFreightStepCheck(S.services, draft({ pickupRequired: 2 }), ctx()).errors).toEqual([DROP_FREIGHT_RULE_MESSAGES.pickupNotDropped]);
    expect(dropFreightStepCheck(S.services, draft({ deliveryRequired: 0 }), ctx())).toEqual({ canAdvance: false, errors: ['Please select a delivery option.'] });
  });

  it('Schedule Drop In: not before today, not beyond 2 weeks, booked by someone', () => {
    const errors = (over: Parameters<typeof draft>[0]) => dropFreightStepCheck(S.schedule, draft(over), ctx()).errors;
    expect(errors({ readyAt: '2026-03-01' })).toEqual(['Cannot be ready in the past.']);
    expect(errors({ readyAt: '2026-03-17' })).toEqual(['Drop Freight cannot be scheduled beyond 2 weeks']);
    expect(errors({ bookedBy: ' ' })).toEqual(['"Freight booked by" field cannot be empty.']);
  });

  it("the same-day receival cut-offs at the receiving depot: a message only, kept with the day", () => {
    const at = (time: string) => ctx({ now: new Date(`2026-03-02T${time}+10:00`) });
    const today = { readyAt: '2026-03-02' };
    expect(dropInOutcome(draft(today), at('12:30'))).toEqual({ scheduleDay: '2026-03-02', scheduleMsg: '' });
    expect(dropInOutcome(draft(today), at('13:30'))?.scheduleMsg).toBe('Receivals for General Freight close at 1pm, Please select another date');
    const chilled = draft({ ...today, freightList: [buildFreightItem({ type: 'Chiller' })] });
    expect(dropInOutcome(chilled, at('11:30'))?.scheduleMsg).toBe('Receivals for Freezer/ Chiller close at 11am, Please select another date');
    expect(dropFreightStepCheck(S.schedule, chilled, at('11:30')).errors).toEqual([]);
  });

  it('Review blocks a drop-in day now past, said once in its words', () => {
    const late = ctx({ now: new Date('2026-03-04T09:00+10:00') });
    expect(dropFreightStepCheck(S.review, draft(), late).errors).toEqual(['Scheduled drop in date cannot be in the past.']);
    expect(dropFreightDraftErrors(draft(), late, S.createConsignment)).toEqual(['Scheduled drop in date cannot be in the past.']);
  });

  it('a saved draft is judged only on the steps it has passed', () => {
    const early = draft({ _created: false, progress: S.details, sender: draft().receiver, readyAt: '' });
    expect(dropFreightDraftErrors(early, ctx(), S.details)).toEqual([]);
    expect(dropFreightDraftErrors(early, ctx(), S.createConsignment)).toContain('Sender and receiver destinations cannot match.');
  });

  it('a quote-based draft keeps its dangerous goods answer', () => {
    const quoted = draft({ quoteNumber: 'Q0000042', _dgHas: null });
    expect(dropFreightStepCheck(S.dangerousGoods, quoted, ctx()).canAdvance).toBe(true);
    expect(dropFreightStepCheck(S.dangerousGoods, draft({ _dgHas: null }), ctx()).canAdvance).toBe(false);
  });
});
