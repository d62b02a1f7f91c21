import { describe, expect, it } from 'vitest';
import { localTimeAt, timeZoneOf } from './zoned-time';

// localTimeAt answers from a per-day offset instead of asking Intl every time: it must answer
// what Intl answers at every moment, daylight saving changes included.

const ZONES = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'NT'].map(timeZoneOf);

const formats = new Map(
  ZONES.map((timeZone) => [timeZone, new Intl.DateTimeFormat('en-AU', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })]),
);

/** What Intl itself says, the way zoned-time did before its per-day offsets. */
function intlLocalTime(epochMs: number, timeZone: string) {
  const parts = formats.get(timeZone)!.formatToParts(epochMs);
  const f = Object.fromEntries(parts.filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${f.year}-${pad(f.month!)}-${pad(f.day!)}`, seconds: f.hour! * 3600 + f.minute! * 60 + f.second! };
}

describe('localTimeAt', () => {
  it('answers what Intl answers through three years, every 97 minutes and 13 seconds', () => {
    const wrong: string[] = [];
    for (const zone of ZONES) {
      for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2028, 0, 1); at += 97 * 60_000 + 13_007) {
        const ours = localTimeAt(at, zone);
        const intl = intlLocalTime(at, zone);
        if (ours.date !== intl.date || ours.seconds !== intl.seconds) wrong.push(`${zone} ${new Date(at).toISOString()}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers what Intl answers each second around the daylight saving changes', () => {
    // Sydney, Melbourne and Hobart change at 16:00 UTC, Adelaide at 16:30 UTC (2 or 3 AM local).
    const changes = [Date.UTC(2026, 3, 4, 16), Date.UTC(2026, 9, 3, 16), Date.UTC(2026, 3, 4, 16, 30), Date.UTC(2026, 9, 3, 16, 30)];
    for (const zone of ZONES) {
      for (const change of changes) {
        for (let at = change - 90_000; at < change + 90_000; at += 999) {
          expect(localTimeAt(at, zone), `${zone} ${new Date(at).toISOString()}`).toEqual(intlLocalTime(at, zone));
        }
      }
    }
  });
});
