import { ADDRESS_LINE_SEPARATOR, type PublicTracking, type TrackingEvents, type TrackingInfo } from '@portal/domain/api/tracking';
import type { Depot } from '@portal/domain/api/reference';
import { depotZone } from '@portal/domain/clock/place-zones';
import { placeDay, placeTime } from '@portal/domain/clock/place-time';
import { estimatedDeliveryDay, transitDays } from '@portal/domain/tracking/estimated-delivery';
import { DELIVERED_CODE, trackingCodeOf } from '@portal/domain/tracking/event-codes';
import { type ConsignmentRow, firstStageOf } from '../consignments/service';
import { deliveringDepot } from '../pods/service';
import { distanceKm } from '../reference/service';
import type { EventRow } from './repo';

// The answers of GET /api/track (DESIGN.md): the public form names towns and times only; the
// full form adds the parties for a signed-in user of the owning company.

/** An event as the answers read it; the back office's history adds who recorded it by hand. */
type ShownEvent = EventRow & { recordedBy?: string };

function eventsByStage(events: readonly ShownEvent[], depots: readonly Depot[]): TrackingEvents {
  const grouped: TrackingEvents = { pickup: [], receival: [], transit: [], delivery: [] };
  for (const event of events) {
    const code = trackingCodeOf(event.code);
    if (!code) continue;
    const depot = depots.find((d) => d.code === event.depot);
    grouped[code.stage].push({
      code: event.code,
      name: code.name,
      timestamp: event.at,
      // Each event at its depot's own clock, named: a Perth scan reads Perth time (decision 0042).
      local: placeTime(event.at, depotZone(depot, 'NSW')),
      town: depot?.city ?? event.depot,
      ...(event.recordedBy ? { recordedBy: event.recordedBy } : {}),
    });
  }
  return grouped;
}

/** The day delivered, else the day the freight should arrive, counted from pickup or receival. */
function deliveryDay(row: ConsignmentRow, events: readonly EventRow[], depots: readonly Depot[]): { day: string; delivered: boolean } {
  const delivered = events.find((e) => e.code === DELIVERED_CODE);
  if (delivered) return { day: placeDay(delivered.at, deliveringDepot(depots, delivered.depot, row).timeZone), delivered: true };
  const from = depots.find((d) => d.code === row.depotFrom);
  const to = depots.find((d) => d.code === row.depotTo);
  const days = from && to ? transitDays(distanceKm(from, to)) : transitDays(Infinity);
  const started = events[0]?.at ?? row.createdAt;
  return { day: estimatedDeliveryDay(started, row.senderState || 'NSW', row.receiverState || 'NSW', days), delivered: false };
}

export function publicTrackingOf(row: ConsignmentRow, events: readonly ShownEvent[], depots: readonly Depot[]): PublicTracking {
  const { day, delivered } = deliveryDay(row, events, depots);
  return {
    consignmentNumber: row.number,
    trackingID: row.trackingId,
    firstStage: firstStageOf(row),
    events: eventsByStage(events, depots),
    fromTown: depots.find((d) => d.code === row.depotFrom)?.city ?? row.depotFrom,
    toTown: depots.find((d) => d.code === row.depotTo)?.city ?? row.depotTo,
    estimatedDelivery: day,
    delivered,
  };
}

const lines = (...parts: string[]) => parts.filter((p) => p.trim() !== '').join(ADDRESS_LINE_SEPARATOR);

export function fullTrackingOf(row: ConsignmentRow, events: readonly ShownEvent[], depots: readonly Depot[]): TrackingInfo {
  return {
    ...publicTrackingOf(row, events, depots),
    sender: row.senderCompany || row.senderFullName,
    receiver: row.receiverCompany || row.receiverFullName,
    from: lines(row.senderStreet, `${row.senderSuburb} ${row.senderState} ${row.senderPostCode}`),
    to: lines(row.receiverStreet, `${row.receiverSuburb} ${row.receiverState} ${row.receiverPostCode}`),
  };
}
