import { CARRIER_TIME_ZONE } from '../pricing/quote-terms';
import { timeZoneOf } from '../schedule/zoned-time';

// Whose clock a time is read on (decision 0042): an event at a place is shown in that place's
// time. Every screen, PDF and e-mail asks these, so a time reads the same wherever it is shown.

/** A scan or a delivery: the state of the depot where it happened (the fallback state's when unknown). */
export function depotZone(depot: { state: string } | undefined, fallbackState: string): string {
  return timeZoneOf(depot?.state ?? fallbackState);
}

/**
 * A booking's own times (a quote, pickup, drop freight or consignment created, a pickup ready,
 * a quote valid until): the sender's state, where the freight is and whose clock the pickup
 * cut-offs already use (spec 02 section 5).
 */
export function bookingZone(senderState: string): string {
  return timeZoneOf(senderState);
}

/**
 * A time with no place (the audit trail, a list's first day): the carrier's home zone, the clock
 * of its head depot (BNE) and of the fuel levy month.
 */
export const NO_PLACE_ZONE = CARRIER_TIME_ZONE;
