// The terms a quote is priced on (spec 02 section 9: 'Quotes valid 14 days and may change with
// the monthly fuel levy'; DESIGN.md 'Reference data and pricing').

export const QUOTE_VALID_DAYS = 14;
export const QUOTE_VALID_MS = QUOTE_VALID_DAYS * 24 * 60 * 60 * 1000;

/** The fuel levy month turns over at midnight in the carrier's home time zone (no daylight saving). */
export const CARRIER_TIME_ZONE = 'Australia/Brisbane';

export interface FuelLevy {
  /** 'YYYY-MM'. */
  month: string;
  percent: number;
}

const monthFormat = new Intl.DateTimeFormat('en-AU', { timeZone: CARRIER_TIME_ZONE, year: 'numeric', month: '2-digit' });

let last = { minute: NaN, month: '' };

/** 'YYYY-MM' of an instant in the carrier's time zone (Intl is slow: the minute's answer is kept). */
export function levyMonth(epochMs: number): string {
  const minute = Math.floor(epochMs / 60_000);
  if (minute === last.minute) return last.month;
  const parts = monthFormat.formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  last = { minute, month: `${part('year')}-${part('month')}` };
  return last.month;
}

/**
 * The levy of a month: its own row, else the latest earlier month's (a levy stays until the next
 * one is set), else 0 when none was ever set.
 */
export function fuelLevyFor(levies: readonly FuelLevy[], month: string): number {
  let best: FuelLevy | undefined;
  for (const levy of levies) {
    if (levy.month <= month && (!best || levy.month > best.month)) best = levy;
  }
  return best?.percent ?? 0;
}
