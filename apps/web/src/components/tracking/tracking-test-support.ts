import type { PublicTracking, TrackingEventRow, TrackingEvents, TrackingInfo } from '@portal/domain/api/tracking';
import { trackingCodeOf } from '@portal/domain/tracking/event-codes';

// Tracking answers for the panel and public page tests, built from event codes.

export function eventRow(code: number, local: string, town: string): TrackingEventRow {
  return { code, name: trackingCodeOf(code)?.name ?? String(code), timestamp: Date.parse(`${local.replace(' ', 'T')}:00Z`), local, town };
}

const NO_EVENTS: TrackingEvents = { pickup: [], receival: [], transit: [], delivery: [] };

export function publicTracking(events: Partial<TrackingEvents> = {}, overrides: Partial<PublicTracking> = {}): PublicTracking {
  return {
    consignmentNumber: 'FP000012345',
    trackingID: 'TRK123',
    firstStage: 'pickup',
    events: { ...NO_EVENTS, ...events },
    fromTown: 'Brisbane',
    toTown: 'Sydney',
    estimatedDelivery: '2026-11-25',
    delivered: false,
    ...overrides,
  };
}

/** The full form a user of the owning company gets. */
export function fullTracking(events: Partial<TrackingEvents> = {}, overrides: Partial<TrackingInfo> = {}): TrackingInfo {
  return {
    ...publicTracking(events),
    sender: 'Valley Traders',
    receiver: 'Rae Receiver',
    from: '1 Ann Street\u001fFortitude Valley QLD 4006',
    to: '2 George Street\u001fSydney NSW 2000',
    ...overrides,
  };
}

/** Booked, picked up and on its way: events in the pickup and transit stages only. */
export const IN_TRANSIT: Partial<TrackingEvents> = {
  pickup: [eventRow(0, '2026-11-20 09:00', 'Brisbane'), eventRow(5, '2026-11-20 15:10', 'Brisbane')],
  transit: [eventRow(20, '2026-11-20 18:00', 'Brisbane'), eventRow(35, '2026-11-20 19:30', 'Brisbane')],
};
