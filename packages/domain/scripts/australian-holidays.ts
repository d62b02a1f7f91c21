import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// Regenerates packages/domain/src/schedule/australian-holidays.json, the Australian part of the
// installed date-holidays calendar, after an upgrade of date-holidays (decision 0021):
//   npx tsx packages/domain/scripts/australian-holidays.ts
// The browser's schedule chunk then carries Australia alone, not every country's rules. A test
// (australian-holidays.test.ts) fails whenever the file and the installed package part ways.

/** The shape of date-holidays' data (its data/holidays.json), as far as the subset needs it. */
export interface HolidayData {
  version: string;
  license: string;
  holidays: Record<string, HolidayCountry>;
  names: Record<string, unknown>;
}

export type HolidayCountry = Record<string, unknown>;

const COUNTRY = 'AU';

/** Every country's holidays, as the installed date-holidays package ships them. */
export function packageHolidayData(): HolidayData {
  const { data } = createRequire(import.meta.url)('date-holidays/data') as { data: HolidayData };
  return data;
}

/** A country's tree without its time zones: the country's and each state's `zones`. */
function withoutZones(tree: unknown): unknown {
  if (Array.isArray(tree)) return tree.map(withoutZones);
  if (tree === null || typeof tree !== 'object') return tree;
  return Object.fromEntries(Object.entries(tree).flatMap(([key, value]) => (key === 'zones' ? [] : [[key, withoutZones(value)]])));
}

/** The `_name` references under a rule tree: the shared names the country's rules borrow. */
function namesUsed(tree: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(tree)) tree.forEach((value) => namesUsed(value, found));
  else if (tree !== null && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      if (key === '_name' && typeof value === 'string') found.add(value);
      else namesUsed(value, found);
    }
  }
  return found;
}

/**
 * Australia's rules with the shared names they use and the substitute day's name. The time zones
 * are left out: business days are calendar dates of the sender's state, which the parser works
 * out the same without a zone, and without one it never converts instants (that needs
 * moment-timezone's data of every zone, which the browser build leaves out).
 */
export function australianHolidayData(full: HolidayData): HolidayData {
  const country = full.holidays[COUNTRY];
  if (!country) throw new Error(`date-holidays has no ${COUNTRY} calendar`);
  const rules = withoutZones(country) as HolidayCountry;
  const used = namesUsed(rules).add('substitutes');
  const names = Object.fromEntries(Object.entries(full.names).filter(([name]) => used.has(name)));
  return { version: full.version, license: full.license, holidays: { [COUNTRY]: rules }, names };
}

export const OUTPUT = new URL('../src/schedule/australian-holidays.json', import.meta.url);

/** The file's text: stable, so a regeneration without an upgrade changes nothing. */
export function australianHolidaysJson(full: HolidayData): string {
  return `${JSON.stringify(australianHolidayData(full), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OUTPUT, australianHolidaysJson(packageHolidayData()));
  console.log(`wrote ${fileURLToPath(OUTPUT)}`);
}
