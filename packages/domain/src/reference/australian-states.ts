// The eight states and territories as the portal writes them (depots, suburbs, time zones and
// public holidays all key on these codes). One list, so a depot's state, its clock and its
// holiday calendar cannot disagree about which states there are.

export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

export function isAustralianState(value: string): value is AustralianState {
  return (AUSTRALIAN_STATES as readonly string[]).includes(value);
}
