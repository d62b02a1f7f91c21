import { describe, expect, it } from 'vitest';
import { timeZoneOf } from '../schedule/zoned-time';
import { placeDay, placeTime, placeWallTime, wallZoneName } from './place-time';
import { bookingZone, depotZone, NO_PLACE_ZONE } from './place-zones';
import { zoneAbbreviation } from './zone-abbreviations';

// The one clock of decision 0042 against a table of instants, in every state's zone and across
// the daylight saving changes of 2026 (ends 5 April 03:00 local, starts 4 October 02:00 local).
// Instants are written in UTC so that no row leans on the zone it tests.

interface Row {
  name: string;
  state: string;
  at: string;
  shown: string;
}

const rows: Row[] = [
  { name: 'summer in Brisbane (no daylight saving)', state: 'QLD', at: '2026-01-15T03:00Z', shown: '2026-01-15 13:00 AEST' },
  { name: 'summer in Sydney', state: 'NSW', at: '2026-01-15T03:00Z', shown: '2026-01-15 14:00 AEDT' },
  { name: 'summer in Canberra', state: 'ACT', at: '2026-01-15T03:00Z', shown: '2026-01-15 14:00 AEDT' },
  { name: 'summer in Melbourne', state: 'VIC', at: '2026-01-15T03:00Z', shown: '2026-01-15 14:00 AEDT' },
  { name: 'summer in Hobart', state: 'TAS', at: '2026-01-15T03:00Z', shown: '2026-01-15 14:00 AEDT' },
  { name: 'summer in Adelaide', state: 'SA', at: '2026-01-15T03:00Z', shown: '2026-01-15 13:30 ACDT' },
  { name: 'summer in Darwin (no daylight saving)', state: 'NT', at: '2026-01-15T03:00Z', shown: '2026-01-15 12:30 ACST' },
  { name: 'summer in Perth (no daylight saving)', state: 'WA', at: '2026-01-15T03:00Z', shown: '2026-01-15 11:00 AWST' },
  { name: 'winter in Sydney', state: 'NSW', at: '2026-07-15T03:00Z', shown: '2026-07-15 13:00 AEST' },
  { name: 'winter in Adelaide', state: 'SA', at: '2026-07-15T03:00Z', shown: '2026-07-15 12:30 ACST' },
  { name: 'Sydney, the last minute of AEDT', state: 'NSW', at: '2026-04-04T15:59Z', shown: '2026-04-05 02:59 AEDT' },
  { name: 'Sydney, 03:00 AEDT becomes 02:00 AEST', state: 'NSW', at: '2026-04-04T16:00Z', shown: '2026-04-05 02:00 AEST' },
  { name: 'Sydney, the first 02:30 of the repeated hour', state: 'NSW', at: '2026-04-04T15:30Z', shown: '2026-04-05 02:30 AEDT' },
  { name: 'Sydney, the second 02:30 of the repeated hour', state: 'NSW', at: '2026-04-04T16:30Z', shown: '2026-04-05 02:30 AEST' },
  { name: 'Hobart changes with Sydney', state: 'TAS', at: '2026-04-04T16:00Z', shown: '2026-04-05 02:00 AEST' },
  { name: 'Adelaide, the last minute of ACDT', state: 'SA', at: '2026-04-04T16:29Z', shown: '2026-04-05 02:59 ACDT' },
  { name: 'Adelaide, 03:00 ACDT becomes 02:00 ACST', state: 'SA', at: '2026-04-04T16:30Z', shown: '2026-04-05 02:00 ACST' },
  { name: 'Melbourne, the last minute of AEST', state: 'VIC', at: '2026-10-03T15:59Z', shown: '2026-10-04 01:59 AEST' },
  { name: 'Melbourne, 02:00 AEST becomes 03:00 AEDT', state: 'VIC', at: '2026-10-03T16:00Z', shown: '2026-10-04 03:00 AEDT' },
  { name: 'Adelaide, the last minute of ACST', state: 'SA', at: '2026-10-03T16:29Z', shown: '2026-10-04 01:59 ACST' },
  { name: 'Adelaide, 02:00 ACST becomes 03:00 ACDT', state: 'SA', at: '2026-10-03T16:30Z', shown: '2026-10-04 03:00 ACDT' },
  { name: 'Brisbane on the night NSW springs forward', state: 'QLD', at: '2026-10-03T16:00Z', shown: '2026-10-04 02:00 AEST' },
  { name: 'Perth before midnight while Brisbane is past it', state: 'WA', at: '2026-11-26T15:59Z', shown: '2026-11-26 23:59 AWST' },
  { name: 'Brisbane past midnight', state: 'QLD', at: '2026-11-26T15:59Z', shown: '2026-11-27 01:59 AEST' },
  { name: "the issue's delivery: 19:03 in Brisbane", state: 'QLD', at: '2026-11-20T09:03Z', shown: '2026-11-20 19:03 AEST' },
  { name: 'the same delivery as Perth reads its own clock', state: 'WA', at: '2026-11-20T09:03Z', shown: '2026-11-20 17:03 AWST' },
  { name: 'New Year in Sydney', state: 'NSW', at: '2026-12-31T13:00Z', shown: '2027-01-01 00:00 AEDT' },
];

describe('placeTime', () => {
  it.each(rows)('$name: $at in $state is $shown', ({ state, at, shown }) => {
    expect(placeTime(Date.parse(at), timeZoneOf(state))).toBe(shown);
  });

  it('names each zone as Intl does in Node, every 6 hours and 13 minutes through three years', () => {
    const wrong: string[] = [];
    for (const state of ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'NT']) {
      const timeZone = timeZoneOf(state);
      const intl = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' });
      for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2028, 0, 1); at += 6 * 3_600_000 + 13 * 60_000) {
        const name = intl.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
        if (!placeTime(at, timeZone).endsWith(` ${name}`)) wrong.push(`${timeZone} ${new Date(at).toISOString()} ${name}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('placeDay and placeWallTime', () => {
  it('gives the day on the zone clock', () => {
    expect(placeDay(Date.parse('2026-11-26T15:59Z'), timeZoneOf('WA'))).toBe('2026-11-26');
    expect(placeDay(Date.parse('2026-11-26T15:59Z'), timeZoneOf('QLD'))).toBe('2026-11-27');
  });

  it('names the zone of a wall time, on either side of a change', () => {
    expect(placeWallTime('2026-04-04 09:00', timeZoneOf('NSW'))).toBe('2026-04-04 09:00 AEDT');
    expect(placeWallTime('2026-04-06 09:00', timeZoneOf('NSW'))).toBe('2026-04-06 09:00 AEST');
    expect(placeWallTime('2026-06-10 07:30', timeZoneOf('WA'))).toBe('2026-06-10 07:30 AWST');
    expect(wallZoneName('2026-10-05 09:00', timeZoneOf('SA'))).toBe('ACDT');
    expect(wallZoneName('9am', timeZoneOf('SA'))).toBe('');
  });

  it('leaves text that is not a wall time as it is', () => {
    expect(placeWallTime('Ready Now', timeZoneOf('QLD'))).toBe('Ready Now');
  });
});

describe('whose clock', () => {
  it('reads a scan on its depot state, else on the fallback state', () => {
    expect(depotZone({ state: 'WA' }, 'QLD')).toBe('Australia/Perth');
    expect(depotZone(undefined, 'SA')).toBe('Australia/Adelaide');
  });

  it("reads a booking on its sender's state", () => {
    expect(bookingZone('VIC')).toBe('Australia/Melbourne');
  });

  it("reads a time with no place on the carrier's home clock, Brisbane", () => {
    expect(NO_PLACE_ZONE).toBe('Australia/Brisbane');
  });
});

describe('zoneAbbreviation', () => {
  it.each([
    [480, 'AWST'],
    [570, 'ACST'],
    [600, 'AEST'],
    [630, 'ACDT'],
    [660, 'AEDT'],
    [645, 'UTC+10:45'],
    [-300, 'UTC-05:00'],
  ])('%i minutes ahead of UTC is %s', (offset, name) => {
    expect(zoneAbbreviation(offset)).toBe(name);
  });
});
