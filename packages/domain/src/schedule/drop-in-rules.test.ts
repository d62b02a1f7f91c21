import { describe, expect, it } from 'vitest';
import { isBusinessDay } from './business-days';
import { checkDropInSchedule, dropInDateError, dropInReviewError } from './drop-in-rules';
import { receivalCutOffsOf, sameDayReceivalMessage, SPEC_RECEIVAL_CUT_OFFS } from './same-day-delivery';
import { receivalsClosedMessage } from './schedule-messages';

// Schedule Drop In and the same-day delivery cut-offs (spec 02 section 5), texts verbatim.

const CHILLED = 'Receivals for Freezer/ Chiller close at 11am, Please select another date';
const GENERAL = 'Receivals for General Freight close at 1pm, Please select another date';
const now = new Date('2025-06-10T10:00+10:00');

describe('Schedule Drop In', () => {
  it('takes a date from today up to 2 weeks ahead', () => {
    expect(dropInDateError('2025-06-09', 'QLD', now)).toBe('Cannot be ready in the past.');
    expect(dropInDateError('2025-06-10', 'QLD', now)).toBeUndefined();
    expect(dropInDateError('2025-06-24', 'QLD', now)).toBeUndefined();
    expect(dropInDateError('2025-06-25', 'QLD', now)).toBe('Drop Freight cannot be scheduled beyond 2 weeks');
    expect(dropInDateError('10/06/2025', 'QLD', now)).toBe('Invalid drop in date');
    expect(dropInDateError('', 'QLD', now)).toBe('Invalid drop in date');
  });

  it("refuses a day the state's depots do not receive: weekends and its public holidays (decision 0040)", () => {
    const closed = 'Depots do not receive freight on weekends or public holidays, Please select another date';
    // Saturday 14 and Sunday 15 June 2025; Monday 5 May 2025 was Labour Day in QLD, not in NSW (October).
    expect(dropInDateError('2025-06-14', 'QLD', now, isBusinessDay)).toBe(closed);
    expect(dropInDateError('2025-06-15', 'QLD', now, isBusinessDay)).toBe(closed);
    expect(dropInDateError('2025-06-16', 'QLD', now, isBusinessDay)).toBeUndefined();
    const april = new Date('2025-04-28T10:00+10:00');
    expect(dropInDateError('2025-05-05', 'QLD', april, isBusinessDay)).toBe(closed);
    expect(dropInDateError('2025-05-05', 'NSW', april, isBusinessDay)).toBeUndefined();
    // Without the calendar (the browser still loading it) the day is left to the server.
    expect(dropInDateError('2025-06-14', 'QLD', now)).toBeUndefined();
  });

  it('reads today on the state clock', () => {
    // 01:00 on 10 June in Brisbane is 23:00 on 9 June in Perth.
    const early = new Date('2025-06-10T01:00+10:00');
    expect(dropInDateError('2025-06-09', 'WA', early)).toBeUndefined();
    expect(dropInDateError('2025-06-09', 'QLD', early)).toBe('Cannot be ready in the past.');
  });

  it('checks Freight Booked By and attaches the receivals message', () => {
    const ctx = { state: 'QLD', now: new Date('2025-06-10T11:30+10:00'), freightType: 'Chiller' };
    expect(checkDropInSchedule({ readyAt: '2025-06-10', bookedBy: '' }, ctx)).toEqual({
      errors: { bookedBy: '"Freight booked by" field cannot be empty.' },
      message: CHILLED,
    });
    expect(checkDropInSchedule({ readyAt: '2025-06-11', bookedBy: 'Jo' }, ctx)).toEqual({ errors: {}, message: '' });
    expect(checkDropInSchedule({ readyAt: '2025-06-09', bookedBy: 'Jo' }, ctx)).toEqual({
      errors: { readyAt: 'Cannot be ready in the past.' },
      message: '',
    });
  });

  it('blocks the review of a past drop-in date', () => {
    expect(dropInReviewError('2025-06-09', 'QLD', now)).toBe('Scheduled drop in date cannot be in the past.');
    expect(dropInReviewError('2025-06-10', 'QLD', now)).toBeUndefined();
  });
});

describe('same-day delivery cut-offs', () => {
  it.each([
    ['Chiller', '10:59', ''],
    ['Chiller', '11:00', ''],
    ['Chiller', '11:01', CHILLED],
    ['Freezer', '12:00', CHILLED],
    ['General', '12:59', ''],
    ['General', '13:00', ''],
    ['General', '13:01', GENERAL],
    ['Pallets', '15:00', GENERAL],
  ])('%s at %s', (freightType, time, message) => {
    const at = new Date(`2025-06-10T${time}+10:00`);
    expect(sameDayReceivalMessage({ date: '2025-06-10', freightType, state: 'QLD', now: at })).toBe(message);
    expect(sameDayReceivalMessage({ date: '2025-06-11', freightType, state: 'QLD', now: at })).toBe('');
  });
});

describe("a depot's own cut-offs (decision 0055)", () => {
  const at = (time: string) => new Date(`2025-06-10T${time}+10:00`);
  const late = receivalCutOffsOf({ generalReceivalCutOff: '14:30', chilledReceivalCutOff: '12:00' });

  it("are the spec's texts, letter for letter, at the spec's times", () => {
    expect(receivalsClosedMessage(true, SPEC_RECEIVAL_CUT_OFFS.chilled)).toBe(CHILLED);
    expect(receivalsClosedMessage(false, SPEC_RECEIVAL_CUT_OFFS.general)).toBe(GENERAL);
    expect(receivalCutOffsOf({ generalReceivalCutOff: '13:00', chilledReceivalCutOff: '11:00' })).toEqual(SPEC_RECEIVAL_CUT_OFFS);
    expect(receivalCutOffsOf(undefined)).toBe(SPEC_RECEIVAL_CUT_OFFS);
  });

  it.each([
    ['Chiller', '11:30', ''],
    ['Chiller', '12:01', 'Receivals for Freezer/ Chiller close at 12pm, Please select another date'],
    ['General', '14:00', ''],
    ['General', '14:31', 'Receivals for General Freight close at 2:30pm, Please select another date'],
  ])('%s at %s, receivals closing at 2:30pm and noon', (freightType, time, message) => {
    expect(sameDayReceivalMessage({ date: '2025-06-10', freightType, state: 'QLD', now: at(time), cutOffs: late })).toBe(message);
  });

  it('name a morning time as the spec writes 11am', () => {
    expect(receivalsClosedMessage(false, 9 * 60 + 5)).toBe('Receivals for General Freight close at 9:05am, Please select another date');
    expect(receivalsClosedMessage(true, 0)).toBe('Receivals for Freezer/ Chiller close at 12am, Please select another date');
  });

  it('reach the schedule check through its context', () => {
    const ctx = { state: 'QLD', now: at('13:30'), freightType: 'General', cutOffs: late };
    expect(checkDropInSchedule({ readyAt: '2025-06-10', bookedBy: 'Jo' }, ctx)).toEqual({ errors: {}, message: '' });
    expect(checkDropInSchedule({ readyAt: '2025-06-10', bookedBy: 'Jo' }, { ...ctx, cutOffs: undefined }).message).toBe(GENERAL);
  });
});
