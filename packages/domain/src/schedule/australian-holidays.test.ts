import { readFileSync } from 'node:fs';
import Holidays from 'date-holidays';
import HolidaysParser from 'date-holidays-parser';
import { describe, expect, it } from 'vitest';
import { australianHolidaysJson, OUTPUT, packageHolidayData } from '../../scripts/australian-holidays';
import AUSTRALIAN_HOLIDAYS from './australian-holidays.json';

// australian-holidays.json is date-holidays' own Australian calendar, not a list of ours
// (decision 0021): these tests fail as soon as an upgrade of date-holidays changes it, until
// `npx tsx packages/domain/scripts/australian-holidays.ts` writes it again.

const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];
const REGENERATE = 'australian-holidays.json differs from the installed date-holidays: run npx tsx packages/domain/scripts/australian-holidays.ts';

/** What a holiday is, without its start and end instants (which depend on a time zone). */
function daysOf(holidays: { date: string; name: string; type: string; rule: string; substitute?: boolean }[]) {
  return holidays.map(({ date, name, type, rule, substitute }) => ({ date, name, type, rule, substitute }));
}

describe('the Australian holidays', () => {
  it('are the installed date-holidays package’s Australian part', () => {
    expect(readFileSync(OUTPUT, 'utf8'), REGENERATE).toBe(australianHolidaysJson(packageHolidayData()));
  });

  it.each([...STATES, 'national'])('give %s the holidays of the whole package, 2000 to 2060', (state) => {
    const whole = state === 'national' ? new Holidays('AU') : new Holidays('AU', state);
    const ours = state === 'national' ? new HolidaysParser(AUSTRALIAN_HOLIDAYS, 'AU') : new HolidaysParser(AUSTRALIAN_HOLIDAYS, 'AU', state);
    for (let year = 2000; year <= 2060; year += 1) {
      expect(daysOf(ours.getHolidays(year)), `${state} ${year}`).toEqual(daysOf(whole.getHolidays(year)));
    }
  });

  it.each(STATES)('name no time zone for %s, so moment-timezone’s data is never needed', (state) => {
    expect(new HolidaysParser(AUSTRALIAN_HOLIDAYS, 'AU', state).getTimezones()).toEqual([]);
  });
});
