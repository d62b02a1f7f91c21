import type { Pod } from '@portal/domain/api/pod';
import { viewPodsDenial } from '@portal/domain/consignment/consignment-access';
import type { Depot } from '@portal/domain/api/reference';
import { depotZone } from '@portal/domain/clock/place-zones';
import { placeTime } from '@portal/domain/clock/place-time';
import { DELIVERED_CODE } from '@portal/domain/tracking/event-codes';
import { POD_MESSAGES, signedByError } from '@portal/domain/consignment/pod-rules';
import { suburbValueOf } from '@portal/domain/api/party';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { allowed } from '../bookings/service';
import { consignmentByNumber, type ConsignmentRow } from '../consignments/service';
import { insertDocuments } from '../documents/service';
import { tariffOf } from '../reference/service';
import { eventsOf, highestCodeOf, recordEvent } from '../tracking/service';
import { findPod, insertPod, type PodRow } from './repo';
import { signatureError } from './signature-png';

// Proofs of delivery: recorded by the carrier (operations API, simulator) and shown to the
// customer with POD.view (spec 02 sections 2 and 6). A POD's number is its consignment's.

export interface NewDelivery {
  signedBy: string;
  /** The PNG, checked; null only from the back office, for a delivery recorded without one (issue 26). */
  signature: Buffer | null;
  /** When delivered; now when absent. */
  at?: number;
  /** The staff member who records it by hand: the Delivered event's source. */
  staffUserId?: number;
}

/**
 * Records a delivery's proof: the Delivered event (55) when the consignment has not had it yet,
 * then the POD, in the caller's transaction.
 */
export async function recordPod(trx: Db, row: ConsignmentRow, delivery: NewDelivery, now: number): Promise<void> {
  const nameError = signedByError(delivery.signedBy);
  if (nameError) throw badRequest(nameError);
  const signedBy = delivery.signedBy.trim();
  const error = delivery.signature === null ? null : signatureError(delivery.signature);
  if (error) throw badRequest(error);
  const at = delivery.at ?? now;
  const source = delivery.staffUserId === undefined ? {} : { staffUserId: delivery.staffUserId };
  if ((await highestCodeOf(trx, row.id)) !== DELIVERED_CODE) await recordEvent(trx, row, { code: DELIVERED_CODE, at, ...source }, now);
  const delivered = (await eventsOf(trx, row.id)).find((e) => e.code === DELIVERED_CODE)!;
  // No signature is stored as no bytes: the POD screen and PDF then say none was taken.
  const signature = delivery.signature ?? Buffer.alloc(0);
  const pod = { consignmentId: row.id, companyId: row.companyId, signedBy, signature, deliveredAt: delivered.at, createdAt: now };
  if (!(await insertPod(trx, pod))) throw new HttpError(409, [POD_MESSAGES.exists(row.number)]);
  await insertDocuments(trx, row.companyId, row.id, ['POD'], now);
}

/**
 * Where a delivery happened: the depot that scanned Delivered, else the receiving depot, and the
 * zone its time is shown in (decision 0042). The POD screen, PDF and the PODs list all ask this.
 */
export function deliveringDepot(
  depots: readonly Depot[],
  deliveredDepot: string | null | undefined,
  row: Pick<ConsignmentRow, 'depotTo' | 'receiverState'>,
): { code: string; depot: Depot | undefined; timeZone: string } {
  const code = deliveredDepot ?? row.depotTo;
  const depot = depots.find((d) => d.code === code);
  return { code, depot, timeZone: depotZone(depot, row.receiverState) };
}

/** The delivering depot's town and clock of a POD. */
export async function deliveryPlace(db: Db, row: ConsignmentRow, pod: PodRow): Promise<{ town: string; local: string }> {
  const [{ depots }, events] = await Promise.all([tariffOf(db), eventsOf(db, row.id)]);
  const { code, depot, timeZone } = deliveringDepot(depots, events.find((e) => e.code === DELIVERED_CODE)?.depot, row);
  return { town: depot?.city ?? code, local: placeTime(pod.deliveredAt, timeZone) };
}

export async function podOf(db: Db, auth: CompanyAuth, podNumber: string): Promise<{ row: ConsignmentRow; pod: PodRow }> {
  const row = await consignmentByNumber(db, auth, podNumber);
  const pod = await findPod(db, auth.companyId, row.id);
  if (!pod) throw notFound(POD_MESSAGES.none(row.number));
  return { row, pod };
}

/** A POD as the POD screen shows it: the customer's (GET pod) and the back office's consignment page. */
export async function podAnswerOf(db: Db, row: ConsignmentRow, pod: PodRow): Promise<Pod> {
  const place = await deliveryPlace(db, row, pod);
  return {
    podNumber: row.number,
    conNumber: row.number,
    deliveredAt: pod.deliveredAt,
    deliveredLocal: place.local,
    deliveredTown: place.town,
    signedBy: pod.signedBy,
    signature: pod.signature.length === 0 ? '' : `data:image/png;base64,${pod.signature.toString('base64')}`,
    receiverCompany: row.receiverCompany || row.receiverFullName,
    receiverSuburb: suburbValueOf({ suburb: row.receiverSuburb, state: row.receiverState, postCode: row.receiverPostCode }),
  };
}

export function createPodsService({ db }: Deps) {
  return {
    /** GET pod: one POD with its signature, for POD.view. */
    async get(auth: CompanyAuth, podNumber: string): Promise<Pod> {
      await allowed(db, auth, viewPodsDenial);
      const { row, pod } = await podOf(db, auth, podNumber);
      return podAnswerOf(db, row, pod);
    },
  };
}

// What other modules use of PODs (issue 25, decision 0051).
export type { PodRow } from './repo';
/** A consignment's POD, and whether it has one. */
export { findPod, hasPod } from './repo';
/** The simulator's drawn signature. */
export { drawnSignature } from './signature-png';
