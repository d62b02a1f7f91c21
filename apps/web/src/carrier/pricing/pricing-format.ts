import { placeTime } from '@portal/domain/clock/place-time';

// How the desk writes money, rates and moments. Money is Australian dollars with cents, as the
// quote's breakdown shows it (components/quote-price/format-money.ts).

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const rate = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const count = new Intl.NumberFormat('en-AU');
const percent = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });

export const formatMoney = (dollars: number): string => money.format(dollars);
/** A rate per kg: at least cents, up to four decimals as cards publish them (0.3244). */
export const formatRate = (value: number): string => rate.format(value);
export const formatCount = (n: number): string => count.format(n);
/** A change in percent, signed, one decimal: '+5.0%', '-2.3%', '0.0%'. */
export const formatChange = (value: number): string => `${percent.format(value)}%`;

/** Who did something and when, the moment on the carrier's clock (decision 0042); '' when nobody did. */
export function byAt(name: string, at: number | null, timeZone: string): string {
  if (at === null) return '';
  return `${name || 'The system'}, ${placeTime(at, timeZone)}`;
}
