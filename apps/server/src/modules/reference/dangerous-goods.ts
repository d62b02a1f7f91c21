import type { DgDescriptionAnswer } from '@portal/domain/api/reference';
import { parseDgClass, type DgClass } from '@portal/domain/dangerous-goods/dg-classes';
import { DG_TECH_NAME_MAX, unCodeError } from '@portal/domain/dangerous-goods/dg-rules';
import unDangerousGoods from '../../db/seed/data/un-dangerous-goods.json';

// The UN code lookup of GET dg/description (spec 02 sections 4 and 7): class and code give the
// technical name, or a message the browser shows on the UN code. The list is the US DOT
// Hazardous Materials Table (db/seed/data/un-dangerous-goods.README.md), static reference data
// imported rather than read from a path, so the server's bundle carries it (decision 0027).

interface UnRecord {
  un: string;
  name: string;
  class: string;
}

/** Texts the spec leaves to us ('its error is shown on the UN code'). */
export const DG_LOOKUP_MESSAGES = {
  unknownClass: 'Please choose a dangerous goods class.',
  unknownCode: (code: string) => `UN ${code} is not on the dangerous goods list.`,
  classMismatch: (code: string, dgClass: string) => `UN ${code} is not a class ${dgClass} dangerous good.`,
} as const;

let byCode: ReadonlyMap<string, readonly UnRecord[]> | undefined;

function unList(): ReadonlyMap<string, readonly UnRecord[]> {
  if (byCode) return byCode;
  const { records } = unDangerousGoods as { records: UnRecord[] };
  const map = new Map<string, UnRecord[]>();
  for (const record of records) map.set(record.un, [...(map.get(record.un) ?? []), record]);
  byCode = map;
  return map;
}

/** The table's class '1.1D' is a division of class 1; the others name the class exactly. */
function inClass(tableClass: string, dgClass: DgClass): boolean {
  return dgClass.number === '1' ? tableClass.startsWith('1.') || tableClass === '1' : tableClass === dgClass.number;
}

/**
 * The technical name field holds 50 characters (spec 02 section 5), and the browser shows it
 * read-only. Names listing alternatives ('Cartridges for weapons, inert projectile or
 * Cartridges, small arms') keep the first; a name still too long is cut at a word.
 */
export function technicalName(name: string): string {
  if (name.length <= DG_TECH_NAME_MAX) return name;
  const first = name.split(' or ')[0] ?? name;
  if (first.length <= DG_TECH_NAME_MAX) return first;
  const cut = first.slice(0, DG_TECH_NAME_MAX + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, DG_TECH_NAME_MAX)).replace(/[\s,;(]+$/, '');
}

export type DgLookup = { name: string } | { error: string };

/** The entry of a class ('dgClass3', '3', 'dgClass4' for 4.1) and a 4-digit code. */
export function lookupDangerousGood(classValue: string, code: string): DgLookup {
  const codeError = unCodeError(code);
  if (codeError) return { error: codeError };
  const dgClass = parseDgClass(classValue);
  if (!dgClass) return { error: DG_LOOKUP_MESSAGES.unknownClass };
  const records = unList().get(code);
  if (!records) return { error: DG_LOOKUP_MESSAGES.unknownCode(code) };
  const match = records.find((record) => inClass(record.class, dgClass));
  if (!match) return { error: DG_LOOKUP_MESSAGES.classMismatch(code, dgClass.number) };
  return { name: technicalName(match.name) };
}

export function dgDescriptionAnswer(classValue: string, code: string): DgDescriptionAnswer {
  const found = lookupDangerousGood(classValue, code.trim());
  return 'error' in found ? { description: '', result: { message: found.error } } : { description: found.name, result: { message: '' } };
}
