import { nextBusinessDay } from '../schedule/business-days';
import { localDateTime } from '../schedule/schedule-clock';

// The estimated delivery day the tracking page shows (DESIGN.md: 'an estimated delivery day';
// the spec gives no rule). Road freight between the carrier's depots: business days in transit
// by the distance between the despatching and receiving depots, counted from the day the
// freight was picked up or received, over the receiver's state's business days.

/** Business days in transit by depot distance in km. */
const TRANSIT_DAYS: readonly { upToKm: number; days: number }[] = [
  { upToKm: 200, days: 1 },
  { upToKm: 1000, days: 2 },
  { upToKm: 2500, days: 3 },
  { upToKm: Infinity, days: 5 },
];

export function transitDays(distanceKm: number): number {
  return TRANSIT_DAYS.find((band) => distanceKm <= band.upToKm)!.days;
}

/**
 * 'YYYY-MM-DD' the freight should arrive: `days` business days of the receiver's state after the
 * day it started (`startedAt`, in the sender's state).
 */
export function estimatedDeliveryDay(startedAt: number, senderState: string, receiverState: string, days: number): string {
  let day = localDateTime(senderState, new Date(startedAt)).slice(0, 10);
  for (let i = 0; i < days; i += 1) day = nextBusinessDay(receiverState, day);
  return day;
}
