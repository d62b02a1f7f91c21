import type { FreightLimits } from './api/session';

// Freight limits (spec 01 section 9): the standard case, and the fallback when none are supplied.
export const STANDARD_FREIGHT_LIMITS: FreightLimits = {
  weight: 8000,
  volume: 25,
  length: 12,
  width: 2.5,
  height: 2.8,
  items: 30,
};

export const FALLBACK_FREIGHT_LIMITS: FreightLimits = {
  weight: 1_000_000,
  volume: 1_000_000,
  length: 1000,
  width: 1000,
  height: 1000,
  items: 0,
};
