import type { FirstStage, TrackingStage } from '../tracking/event-codes';
import { call } from './endpoints';
import type { PayloadOf } from './request-schemas';

// GET {api}/track (spec 02 sections 3 and 7). Signed in as a user of the owning company the
// answer is the spec's full tracking info; without a session it is the public form the label's
// QR code leads to, which names no person, address, phone, e-mail, price or document (DESIGN.md).

export interface TrackInput {
  psTrackingID: string;
}

export interface TrackingEventRow {
  code: number;
  name: string;
  /** Epoch milliseconds. */
  timestamp: number;
  /** 'YYYY-MM-DD HH:mm' in the depot's own time zone (spec 02 section 9's full date format). */
  local: string;
  /** The town of the depot that scanned it. */
  town: string;
  /** The back office's history only: 'Recorded by carrier staff (name)' for an event recorded by hand. */
  recordedBy?: string;
}

export type TrackingEvents = Record<TrackingStage, TrackingEventRow[]>;

export interface PublicTracking {
  consignmentNumber: string;
  trackingID: string;
  firstStage: FirstStage;
  events: TrackingEvents;
  /** Towns of the despatching and receiving depots. */
  fromTown: string;
  toTown: string;
  /** 'YYYY-MM-DD': the day delivered, or the day expected. */
  estimatedDelivery: string;
  delivered: boolean;
}

/** The unit separator between address lines of `from` and `to` (spec 02 section 3). */
export const ADDRESS_LINE_SEPARATOR = '\u001f';

export interface TrackingInfo extends PublicTracking {
  /** Full form only: the parties and their addresses. */
  sender: string;
  receiver: string;
  from: string;
  to: string;
}

export const isFullTracking = (info: PublicTracking | TrackingInfo): info is TrackingInfo => 'sender' in info;

/** GET {api}/track (spec 02 section 7), relative to the API path '/api/'. */
export const TRACKING_CALLS = {
  track: call<PayloadOf<'track'>, PublicTracking | TrackingInfo>('GET', 'track'),
} as const;
