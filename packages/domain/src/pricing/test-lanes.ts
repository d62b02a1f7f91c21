import type { RateLane } from './rate-lane';

// Rate lanes for tests (domain, server and bench); overrides give the case under test.

/** The General card's Brisbane to Sydney road rate (migration 0005), priced per kg; overrides give the case. */
export function buildRateLane(over: Partial<RateLane> = {}): RateLane {
  return {
    depotFrom: 'BNE',
    depotTo: 'SYD',
    freightType: 'General',
    isDefault: true,
    pickupAllowed: true,
    deliveryAllowed: true,
    basicCharge: 26.79,
    ratePerKg: 0.3244,
    minimumCharge: 48.31,
    cubicConversion: 250,
    breaks: null,
    ...over,
  };
}

/** The worked example, cumulative: 0-500 kg at 0.50, 501-600 at 0.45, 601-700 at 0.40 a kg. */
export const WORKED_BANDS = [
  { fromKg: 0, toKg: 500, ratePerKg: 0.5 },
  { fromKg: 501, toKg: 600, ratePerKg: 0.45 },
  { fromKg: 601, toKg: 700, ratePerKg: 0.4 },
] as const;
