import { BOOKED_CODE, codesOf, DELIVERED_CODE, type FirstStage } from '@portal/domain/tracking/event-codes';

// A plausible journey of a consignment between two depots, for the simulator and the seed
// history: how long after the previous scan each next one comes. Pickups are collected within
// hours, linehaul runs at about 70 km/h, and delivery goes out the next morning.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Minutes from the previous scan to this code. */
const GAP_MINUTES: Readonly<Record<number, number>> = {
  2: 45, // Assigned to a pickup driver
  3: 90, // On board
  4: 120, // In depot
  5: 20, // Received
  14: 120, // The sender drops the freight at the depot
  20: 180, // Loaded for linehaul
  35: 60, // Departed
  37: 120, // In transit
  44: 30, // In depot at the receiving end
  45: 45, // Unloaded
  52: 10 * 60, // Assigned to a delivery run next morning
  53: 60, // On board
  55: 150, // Delivered
};

/** Linehaul: at least two hours on the road. */
const arrivalGap = (distanceKm: number) => Math.max(2 * HOUR, Math.round((distanceKm / 70) * 60) * MINUTE);

/** The next code after `highest` (the Booked code first), or null once delivered. */
export function nextCode(first: FirstStage, highest: number | null): number | null {
  if (highest === null) return BOOKED_CODE[first];
  if (highest >= DELIVERED_CODE) return null;
  return codesOf(first).find((c) => c.code > highest)?.code ?? null;
}

/** How long after the previous scan `code` comes, in milliseconds. */
export function gapBefore(code: number, distanceKm: number): number {
  if (code === 41) return arrivalGap(distanceKm);
  return (GAP_MINUTES[code] ?? 30) * MINUTE;
}

/** The scans of a whole journey from `startedAt`, up to and including `lastCode`. */
export function journeyOf(first: FirstStage, startedAt: number, distanceKm: number, lastCode: number): { code: number; at: number }[] {
  const scans: { code: number; at: number }[] = [];
  let at = startedAt;
  for (let code = nextCode(first, null); code !== null && code <= lastCode; code = nextCode(first, code)) {
    if (scans.length > 0) at += gapBefore(code, distanceKm);
    scans.push({ code, at });
  }
  return scans;
}
