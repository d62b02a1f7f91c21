import { DROP_FREIGHT_STATUS_DRAFT } from '@portal/domain/api/drop-freight';
import type { PublicTracking, TrackingInfo } from '@portal/domain/api/tracking';
import { CUSTOMER_SERVICE_MESSAGES } from '@portal/domain/carrier/customer-service-calls';
import { eventCodeError, TRACKING_MESSAGES } from '@portal/domain/tracking/event-codes';
import { can } from '@portal/domain/permissions';
import type { Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { type AuthContext, permissionsOfRole } from '../auth/service';
import { companyKept, type CompanyOwner } from '../../db/company-kept';
import { type ConsignmentRow, findByTrackingId, firstStageOf } from '../consignments/service';
import { tariffOf } from '../reference/service';
import { eventsOf, eventsWithSources, highestCodeOf, insertEvent, type EventRow } from './repo';
import { fullTrackingOf, publicTrackingOf } from './track-answer';

// Tracking: recording scan events (the operations API and the simulator) and answering
// GET /api/track.

/** A scanner's clock may run a little ahead of ours. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

export interface ScanEvent {
  code: number;
  /** When it happened; now when absent. */
  at?: number;
  /** The depot that scanned; by default the despatching depot before arrival, the receiving one from it. */
  depot?: string;
  /** The staff member who records it by hand (the back office): the event's source. */
  staffUserId?: number;
}

/** Codes from 41 (Arrived) on happen at the receiving depot. */
const ARRIVED_CODE = 41;

/**
 * Records an event after the consignment's highest one (a code never goes backwards). Answers
 * the code recorded. Runs in the caller's transaction when given one.
 */
export async function recordEvent(db: Db, row: ConsignmentRow, scan: ScanEvent, now: number): Promise<number> {
  if (row.status === DROP_FREIGHT_STATUS_DRAFT) throw new HttpError(409, [TRACKING_MESSAGES.notBooked(row.number)]);
  const at = scan.at ?? now;
  if (at > now + FUTURE_TOLERANCE_MS) throw badRequest(TRACKING_MESSAGES.inFuture);
  const depot = scan.depot?.toUpperCase() ?? (scan.code >= ARRIVED_CODE ? row.depotTo : row.depotFrom);
  const { depots } = await tariffOf(db);
  if (!depots.some((d) => d.code === depot)) throw badRequest(TRACKING_MESSAGES.unknownDepot(depot));
  const error = eventCodeError(scan.code, firstStageOf(row), await highestCodeOf(db, row.id));
  if (error) throw new HttpError(409, [error]);
  // The unique index settles two scanners racing with the same code.
  if (!(await insertEvent(db, { consignmentId: row.id, code: scan.code, at, depot, recordedAt: now, staffUserId: scan.staffUserId ?? null }))) {
    throw new HttpError(409, [TRACKING_MESSAGES.backwards(scan.code, scan.code)]);
  }
  return scan.code;
}

/**
 * The company whose consignments the caller may track in full: the session's, when its role has
 * Consignments view (spec 02 section 6: without it no consignment's parties are theirs to see),
 * with its count of changes. Anyone else, signed in or not, gets the public form (DESIGN.md).
 */
export async function fullFormCompany(db: Db, auth: AuthContext | null): Promise<CompanyOwner | null> {
  if (!auth || auth.mustChangePassword || auth.companyId === null || auth.roleId === null) return null;
  if (!can(await permissionsOfRole(db, auth.roleId), 'Consignments', 'view')) return null;
  return { companyId: auth.companyId, companyChanges: auth.companyChanges };
}

/** A consignment as tracking reads it: its row and its events. */
interface TrackedRows {
  row: ConsignmentRow;
  events: EventRow[];
}

/** Tracking answers kept per database (decision 0038), the least recently read dropped first. */
const TRACKINGS_KEPT = 5000;
const kept = companyKept<TrackedRows>(TRACKINGS_KEPT);

async function trackedRows(db: Db, trackingId: string): Promise<TrackedRows> {
  const row = await findByTrackingId(db, trackingId);
  if (!row || row.status === DROP_FREIGHT_STATUS_DRAFT) throw notFound(TRACKING_MESSAGES.notFound);
  return { row, events: await eventsOf(db, row.id) };
}

/**
 * GET /api/track: the full form only for the owning company's session (`owner`), else the public
 * one. The owner's consignments are kept while its count stands; nobody else's count is known
 * before the consignment is read, so theirs are read each time.
 */
export async function track(db: Db, typed: string, owner: CompanyOwner | null): Promise<PublicTracking | TrackingInfo> {
  const trackingId = typed.trim().toUpperCase();
  const [{ row, events }, { depots }] = await Promise.all([
    owner ? kept(db, owner, trackingId, () => trackedRows(db, trackingId), { keep: ({ row }) => row.companyId === owner.companyId }) : trackedRows(db, trackingId),
    tariffOf(db),
  ]);
  return owner?.companyId === row.companyId ? fullTrackingOf(row, events, depots) : publicTrackingOf(row, events, depots);
}

/**
 * The back office's history of any company's consignment (issue 26): the full form, each event
 * recorded by hand naming its staff member. The public form never carries a source (DESIGN.md).
 */
export async function staffTrackingOf(db: Db, row: ConsignmentRow): Promise<{ tracking: TrackingInfo; highestCode: number | null }> {
  const [events, { depots }] = await Promise.all([eventsWithSources(db, row.id), tariffOf(db)]);
  const shown = events.map(({ staffName, ...event }) => (staffName ? { ...event, recordedBy: CUSTOMER_SERVICE_MESSAGES.recordedBy(staffName) } : event));
  return { tracking: fullTrackingOf(row, shown, depots), highestCode: events.at(-1)?.code ?? null };
}

// What other modules use of tracking (issue 25, decision 0051).
/** A consignment's events, its highest code, and the first event a new consignment gets. */
export { eventsOf, highestCodeOf, insertEvent } from './repo';
/** The booked consignments the simulator moves on. */
export { consignmentsInFlight } from './repo';
