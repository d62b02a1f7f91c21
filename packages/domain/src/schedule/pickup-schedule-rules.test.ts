import { describe, expect, it } from 'vitest';
import type { PickupScheduleFields } from '../api/pickup-schedule';
import { bookedByError, extraEmailError } from './booking-fields';
import { checkPickupSchedule, pickupReviewError, pickupScheduleErrorList } from './pickup-schedule-rules';
import { scheduleBounds } from './schedule-clock';

// Schedule Pickup (spec 02 section 5 'Scheduling'), texts verbatim. The clock: Tuesday
// 10 June 2025, 10:00 in Brisbane; today's midnight + 15 days is 25 June 00:00.

const ctx = { state: 'QLD', now: new Date('2025-06-10T10:00+10:00') };
const schedule = (overrides: Partial<PickupScheduleFields> = {}): PickupScheduleFields => ({
  when: 'at',
  _readyAtDate: '2025-06-10',
  _readyAtTime: '10:30',
  openFrom: '07:00',
  closedAfter: '17:00',
  bookedBy: 'Jo Citizen',
  ...overrides,
});
const errorsOf = (overrides: Partial<PickupScheduleFields>) => checkPickupSchedule(schedule(overrides), ctx).errors;

describe('Schedule Pickup', () => {
  it('accepts a valid Ready At and answers the normalised schedule', () => {
    expect(checkPickupSchedule(schedule({ openFrom: '0700', closedAfter: ' 17:00 ' }), ctx)).toEqual({
      errors: {},
      outcome: {
        readyAt: '2025-06-10 10:30',
        openFrom: '07:00',
        closedAfter: '17:00',
        scheduleDay: '2025-06-10',
        scheduleMsg: '',
        rule: 'none',
      },
    });
  });

  it('takes Ready Now from the clock and ignores the Ready At fields', () => {
    const check = checkPickupSchedule(schedule({ when: 'now', _readyAtDate: '', _readyAtTime: 'x' }), ctx);
    expect(check.errors).toEqual({});
    expect(check.outcome?.readyAt).toBe('2025-06-10 10:00');
  });

  it('checks the ready at date and time', () => {
    expect(errorsOf({ _readyAtDate: '' })).toEqual({ readyAtDate: 'Invalid ready at date' });
    expect(errorsOf({ _readyAtDate: '2025-06-31' })).toEqual({ readyAtDate: 'Invalid ready at date' });
    expect(errorsOf({ _readyAtTime: '24:00' })).toEqual({ readyAtTime: 'Invalid ready at time' });
    expect(errorsOf({ _readyAtTime: '7:5' })).toEqual({ readyAtTime: 'Invalid ready at time' });
  });

  it('allows a ready time up to 5 minutes in the past', () => {
    expect(errorsOf({ _readyAtTime: '09:56' })).toEqual({});
    expect(errorsOf({ _readyAtTime: '09:55' })).toEqual({});
    expect(errorsOf({ _readyAtTime: '09:54' })).toEqual({ readyAtTime: 'Cannot be ready in the past' });
    expect(errorsOf({ _readyAtDate: '2025-06-09' })).toEqual({ readyAtDate: 'Cannot be ready in the past' });
  });

  it('allows pickups up to 15 days from today’s midnight', () => {
    expect(errorsOf({ _readyAtDate: '2025-06-24', _readyAtTime: '23:59' })).toEqual({});
    expect(errorsOf({ _readyAtDate: '2025-06-25', _readyAtTime: '00:00' })).toEqual({
      readyAtDate: 'Pickups cannot be scheduled beyond 2 weeks',
    });
    expect(scheduleBounds('QLD', ctx.now)).toEqual({ firstDay: '2025-06-10', lastDay: '2025-06-24' });
  });

  it('needs Open From before Closed After', () => {
    const message = 'Opening time cannot be later than closing time.';
    expect(errorsOf({ openFrom: '17:00', closedAfter: '07:00' })).toEqual({ openFrom: message });
    expect(errorsOf({ openFrom: '09:00', closedAfter: '9:00' })).toEqual({ openFrom: message });
    expect(errorsOf({ openFrom: '25:00', closedAfter: '7:5' })).toEqual({
      openFrom: 'Invalid open from time',
      closedAfter: 'Invalid closed after time',
    });
  });

  it('needs Freight Booked By, at most 20 characters', () => {
    expect(errorsOf({ bookedBy: '  ' })).toEqual({ bookedBy: '"Freight booked by" field cannot be empty.' });
    expect(bookedByError('x'.repeat(20))).toBeUndefined();
    expect(bookedByError('x'.repeat(21))).toBe('"Freight booked by" field cannot be longer than 20 characters.');
  });

  it('lists every message in the step order', () => {
    const errors = errorsOf({ _readyAtDate: 'x', _readyAtTime: 'y', openFrom: '18:00', bookedBy: '' });
    expect(pickupScheduleErrorList(errors)).toEqual([
      'Invalid ready at date',
      'Invalid ready at time',
      'Opening time cannot be later than closing time.',
      '"Freight booked by" field cannot be empty.',
    ]);
    expect(checkPickupSchedule(schedule({ bookedBy: '' }), ctx).outcome).toBeUndefined();
  });

  it('attaches the cut-off message and keeps the schedule valid', () => {
    const check = checkPickupSchedule(schedule({ _readyAtTime: '13:00' }), ctx);
    expect(check.errors).toEqual({});
    expect(check.outcome).toMatchObject({
      scheduleDay: '2025-06-11',
      scheduleMsg:
        'We require a 4 hour collection window between freight ready for collection and 4:00PM. Freight will be picked up on the next business day.',
    });
  });
});

describe('Review Pickup', () => {
  const later = { ...ctx, now: new Date('2025-06-10T10:40+10:00') };
  it('blocks a Ready At time that has passed since', () => {
    expect(pickupReviewError(schedule({ _readyAtTime: '10:30' }), later)).toBe(
      'Scheduled pickup time cannot be in the past.',
    );
    expect(pickupReviewError(schedule({ _readyAtTime: '10:35' }), later)).toBeUndefined();
    expect(pickupReviewError(schedule({ when: 'now', _readyAtTime: '10:30' }), later)).toBeUndefined();
  });
});

describe('extra e-mail', () => {
  it('is empty or an address of at most 200 characters', () => {
    expect(extraEmailError('')).toBeUndefined();
    expect(extraEmailError('ops@example.com.au')).toBeUndefined();
    expect(extraEmailError('ops@example')).toBe('email is invalid');
    expect(extraEmailError(`${'a'.repeat(188)}@example.com`)).toBeUndefined();
    expect(extraEmailError(`${'a'.repeat(189)}@example.com`)).toBe('email cannot be longer than 200 characters');
  });
});
