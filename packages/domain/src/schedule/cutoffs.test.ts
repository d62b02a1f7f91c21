import { describe, expect, it } from 'vitest';
import { pickupCutOff } from './cutoffs';

// Pickup cut-off rules (spec 02 section 5) against a table of clock times and days, with the
// spec's texts verbatim. Moments are written with their UTC offset: +10:00 is Queensland's clock.

const WINDOW_4PM =
  'We require a 4 hour collection window between freight ready for collection and 4:00PM. Freight will be picked up on the next business day.';
const CUT_OFF_11AM = 'Pickup bookings for today close at 11am. Freight will be picked up on the next business day.';
const NON_BUSINESS_DAY =
  'Pickups are not made on weekends or public holidays. Freight will be picked up on the next business day.';
const closingWindow = (time: string) =>
  `We require a 4 hour collection window between freight ready for collection and the closing time of ${time}. Freight will be picked up on the next business day.`;

interface Row {
  name: string;
  state?: string;
  now: string;
  /** Ready At; Ready Now when absent. */
  ready?: string;
  open?: string;
  close?: string;
  day: string;
  message: string;
}

// 2025-06-10 is a Tuesday, 2025-06-13 a Friday.
const rows: Row[] = [
  { name: 'ready now at 9am', now: '2025-06-10T09:00+10:00', day: '2025-06-10', message: '' },
  { name: 'ready now at 10:59', now: '2025-06-10T10:59+10:00', day: '2025-06-10', message: '' },
  { name: 'ready now at 11:00 sharp', now: '2025-06-10T11:00+10:00', day: '2025-06-10', message: '' },
  { name: 'ready now at 11:00:01', now: '2025-06-10T11:00:01+10:00', day: '2025-06-11', message: CUT_OFF_11AM },
  { name: 'ready now at 2pm', now: '2025-06-10T14:00+10:00', day: '2025-06-11', message: CUT_OFF_11AM },
  { name: 'ready at noon, booked at 9am', now: '2025-06-10T09:00+10:00', ready: '2025-06-10T12:00+10:00', day: '2025-06-10', message: '' },
  { name: 'ready at 12:01, booked at 9am', now: '2025-06-10T09:00+10:00', ready: '2025-06-10T12:01+10:00', day: '2025-06-11', message: WINDOW_4PM },
  { name: 'ready tomorrow at 1pm, booked after 11am', now: '2025-06-10T15:00+10:00', ready: '2025-06-11T13:00+10:00', day: '2025-06-12', message: WINDOW_4PM },
  { name: 'ready tomorrow at 8am, booked after 11am', now: '2025-06-10T15:00+10:00', ready: '2025-06-11T08:00+10:00', day: '2025-06-11', message: '' },
  { name: 'Friday afternoon, ready now', now: '2025-06-13T14:00+10:00', day: '2025-06-16', message: CUT_OFF_11AM },
  { name: 'Friday, ready at 1pm', now: '2025-06-13T08:00+10:00', ready: '2025-06-13T13:00+10:00', day: '2025-06-16', message: WINDOW_4PM },
  { name: 'ready on a Saturday', now: '2025-06-13T08:00+10:00', ready: '2025-06-14T09:00+10:00', day: '2025-06-16', message: NON_BUSINESS_DAY },
  { name: 'ready on a Sunday', now: '2025-06-13T08:00+10:00', ready: '2025-06-15T09:00+10:00', day: '2025-06-16', message: NON_BUSINESS_DAY },
  { name: 'closing at 1pm, ready at 10am', now: '2025-06-10T08:00+10:00', ready: '2025-06-10T10:00+10:00', close: '13:00', day: '2025-06-11', message: closingWindow('1:00PM') },
  { name: 'closing at 2pm, ready at 10am', now: '2025-06-10T08:00+10:00', ready: '2025-06-10T10:00+10:00', close: '14:00', day: '2025-06-10', message: '' },
  { name: 'closing at 2:30pm, ready now at 10:45', now: '2025-06-10T10:45+10:00', close: '14:30', day: '2025-06-11', message: closingWindow('2:30PM') },
  { name: 'closing at 6pm: 4:00PM still binds', now: '2025-06-10T08:00+10:00', ready: '2025-06-10T12:30+10:00', close: '18:00', day: '2025-06-11', message: WINDOW_4PM },
  { name: 'opening at 9am, closing at noon, ready at 6am', now: '2025-06-10T05:00+10:00', ready: '2025-06-10T06:00+10:00', open: '09:00', close: '12:00', day: '2025-06-11', message: closingWindow('12:00PM') },
  { name: 'opening at 8am, closing at noon, ready at 6am', now: '2025-06-10T05:00+10:00', ready: '2025-06-10T06:00+10:00', open: '08:00', close: '12:00', day: '2025-06-10', message: '' },
  { name: 'ready 3 minutes ago, before 11am', now: '2025-06-10T10:00+10:00', ready: '2025-06-10T09:57+10:00', day: '2025-06-10', message: '' },
  { name: 'Christmas Eve afternoon', now: '2025-12-24T08:00+10:00', ready: '2025-12-24T13:00+10:00', day: '2025-12-29', message: WINDOW_4PM },
  { name: 'Christmas Eve morning (a holiday only from 6pm)', now: '2025-12-24T07:00+10:00', ready: '2025-12-24T08:00+10:00', day: '2025-12-24', message: '' },
  { name: 'Christmas Day', now: '2025-12-23T08:00+10:00', ready: '2025-12-25T09:00+10:00', day: '2025-12-29', message: NON_BUSINESS_DAY },
  { name: 'Boxing Day', now: '2025-12-23T08:00+10:00', ready: '2025-12-26T09:00+10:00', day: '2025-12-29', message: NON_BUSINESS_DAY },
  { name: 'Boxing Day substitute Monday', now: '2026-12-23T08:00+10:00', ready: '2026-12-28T09:00+10:00', day: '2026-12-29', message: NON_BUSINESS_DAY },
  { name: 'Easter Thursday afternoon', now: '2025-04-17T08:00+10:00', ready: '2025-04-17T14:00+10:00', day: '2025-04-22', message: WINDOW_4PM },
  { name: 'Easter Monday', now: '2025-04-17T08:00+10:00', ready: '2025-04-21T09:00+10:00', day: '2025-04-22', message: NON_BUSINESS_DAY },
  { name: 'Queensland Labour Day (May)', now: '2025-05-02T08:00+10:00', ready: '2025-05-05T09:00+10:00', day: '2025-05-06', message: NON_BUSINESS_DAY },
  { name: 'the same Monday in NSW', state: 'NSW', now: '2025-05-02T08:00+10:00', ready: '2025-05-05T09:00+10:00', day: '2025-05-05', message: '' },
  { name: "NSW King's Birthday", state: 'NSW', now: '2025-06-06T08:00+10:00', ready: '2025-06-09T09:00+10:00', day: '2025-06-10', message: NON_BUSINESS_DAY },
  { name: "the same Monday in QLD (King's Birthday is in October)", now: '2025-06-06T08:00+10:00', ready: '2025-06-09T09:00+10:00', day: '2025-06-09', message: '' },
  { name: 'Melbourne Cup day in VIC', state: 'VIC', now: '2025-11-03T08:00+11:00', ready: '2025-11-04T09:00+11:00', day: '2025-11-05', message: NON_BUSINESS_DAY },
  { name: 'Perth at 10:30am (12:30pm in Brisbane)', state: 'WA', now: '2025-06-10T10:30+08:00', day: '2025-06-10', message: '' },
  { name: 'Brisbane at 12:30pm (10:30am in Perth)', now: '2025-06-10T12:30+10:00', day: '2025-06-11', message: CUT_OFF_11AM },
  { name: 'Sydney in daylight time, 10:30am', state: 'NSW', now: '2025-12-10T10:30+11:00', day: '2025-12-10', message: '' },
  { name: 'Sydney in daylight time, 11:30am (10:30am in Brisbane)', state: 'NSW', now: '2025-12-10T11:30+11:00', day: '2025-12-11', message: CUT_OFF_11AM },
];

describe('pickup cut-off rules', () => {
  it.each(rows)('$name', (row) => {
    const result = pickupCutOff({
      state: row.state ?? 'QLD',
      now: new Date(row.now),
      readyAt: new Date(row.ready ?? row.now),
      openFrom: row.open ?? '07:00',
      closedAfter: row.close ?? '17:00',
    });
    expect({ day: result.scheduleDay, message: result.message }).toEqual({ day: row.day, message: row.message });
    expect(result.rule === 'none').toBe(row.message === '');
  });
});
