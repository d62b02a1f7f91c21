// Weight breaks (issue 27, DESIGN.md 'The carrier's side'): a lane may price its chargeable
// weight by bands instead of one rate per kg, in either of the two ways carriers publish them.
// Bands are published as kilogram ranges ('0-500', '501-600'): a band covers the weight above
// the previous band's end up to its own end, so 500.5 kg is in the second band.

/** 'break': all the weight at the rate of its band; 'cumulative': each band's kilograms at that band's rate. */
export const BREAK_METHODS = ['break', 'cumulative'] as const;
export type BreakMethod = (typeof BREAK_METHODS)[number];

export interface WeightBand {
  /** As published: 0 for the first band, the previous band's end (or end + 1) after it. */
  fromKg: number;
  /** The band's last kilogram; null for the last band when it has no end. */
  toKg: number | null;
  ratePerKg: number;
}

export interface WeightBreaks {
  method: BreakMethod;
  bands: readonly WeightBand[];
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The weight charge of `weight` kg under the breaks, in dollars rounded to cents. Weight beyond
 * the last band's end is charged at the last band's rate: a card that stops at 700 kg still
 * prices 800 kg rather than refusing it.
 */
export function breakCharge(breaks: WeightBreaks, weight: number): number {
  const { bands } = breaks;
  if (bands.length === 0 || weight <= 0) return 0;
  if (breaks.method === 'break') {
    const band = bands.find((b) => b.toKg === null || weight <= b.toKg) ?? bands[bands.length - 1]!;
    return toCents(weight * band.ratePerKg) / 100;
  }
  let cents = 0;
  let below = 0;
  for (let i = 0; i < bands.length && weight > below; i++) {
    const band = bands[i]!;
    const last = i === bands.length - 1;
    const top = last || band.toKg === null ? weight : Math.min(weight, band.toKg);
    cents += (top - below) * band.ratePerKg * 100;
    below = band.toKg ?? weight;
  }
  return Math.round(cents) / 100;
}

/** Why a list of bands cannot price; '' when it can. Each sentence names the band by number. */
export function bandsError(bands: readonly WeightBand[]): string {
  if (bands.length === 0) return 'Weight breaks need at least one band.';
  let previousEnd: number | null = null;
  for (const [i, band] of bands.entries()) {
    const n = i + 1;
    if (!(band.ratePerKg >= 0)) return `Band ${n} has a negative rate per kg.`;
    if (band.toKg !== null && band.toKg <= band.fromKg) return `Band ${n} ends at ${band.toKg} kg, not after it starts (${band.fromKg} kg).`;
    if (i === 0) {
      if (band.fromKg !== 0) return `Band 1 starts at ${band.fromKg} kg: the first band starts at 0 kg.`;
    } else {
      if (previousEnd === null) return `Band ${i} has no end, so band ${n} cannot follow it.`;
      if (band.fromKg < previousEnd) return `Bands ${i} and ${n} overlap: band ${n} starts at ${band.fromKg} kg, before band ${i} ends (${previousEnd} kg).`;
      if (band.fromKg > previousEnd + 1) return `Between bands ${i} and ${n} there is a gap: ${previousEnd} kg to ${band.fromKg} kg is in neither.`;
    }
    previousEnd = band.toKg;
  }
  return '';
}
