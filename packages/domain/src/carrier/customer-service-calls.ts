import { z } from 'zod';
import type { ConsignmentView } from '../api/consignment';
import type { Pod } from '../api/pod';
import type { TrackingInfo } from '../api/tracking';
import { podSchema, scanEventSchema } from '../consignment/operations-schema';
import type { DocType } from '../documents/document-names';
import type { TrackingStage } from '../tracking/event-codes';
import { carrierCall } from './carrier-call';

// Customer service in the back office (issue 26): find any company's consignment, see it whole,
// and record a scan or a POD by hand through the operations API's own service and checks
// (DESIGN.md 'The carrier's side'). The staff member who records it is the event's source.

export const CUSTOMER_SERVICE_MESSAGES = {
  searchBlank: 'Enter a consignment number, a customer reference or a tracking id to search for.',
  notFound: (typed: string) => `Consignment ${typed} does not exist.`,
  codeRequired: 'Choose the tracking event to record.',
  atInvalid: 'The time of the event must be a date and a time.',
  /** Beside an event of the history that a staff member recorded by hand. */
  recordedBy: (name: string) => `Recorded by carrier staff (${name})`,
  scanRecorded: (code: number, name: string, conNumber: string) => `${code} ${name} recorded for ${conNumber}.`,
  podRecorded: (conNumber: string) => `Proof of delivery recorded for ${conNumber}.`,
} as const;

/** How many consignments a search answers: a reference may be on many; the newest come first. */
export const FOUND_CONSIGNMENTS_MAX = 20;

/** The longest text the search takes: longer than any number, tracking id or reference. */
const SEARCH_MAX = 100;

/** GET consignments: a consignment number, a customer reference or a tracking id, whole. */
export const findConsignmentsSchema = z.object({ search: z.string().trim().max(SEARCH_MAX) });
export type FindConsignmentsInput = z.infer<typeof findConsignmentsSchema>;

/** GET consignment: one consignment by its number, any company's. */
export const staffConsignmentSchema = z.object({ conNumber: z.string().trim().min(1).max(40) });
export type StaffConsignmentInput = z.infer<typeof staffConsignmentSchema>;

/** POST scans: the operations API's scan (POST /ops/events), with the same fields and checks. */
export const manualScanSchema = scanEventSchema;
export type ManualScanInput = z.infer<typeof manualScanSchema>;

/** POST pods: the operations API's POD; a signature is optional here (a POD taken on paper, phoned in). */
export const manualPodSchema = podSchema.extend({ signature: podSchema.shape.signature.optional() });
export type ManualPodInput = z.infer<typeof manualPodSchema>;

/** A row of the search's answer. */
export interface FoundConsignment {
  conNumber: string;
  companyId: number;
  companyName: string;
  customerRef: string;
  trackingID: string;
  /** The towns (suburbs) of the sender and the receiver. */
  senderTown: string;
  receiverTown: string;
  stage: TrackingStage | null;
  /** Epoch milliseconds of booking, shown at `timeZone` (the sender's, decision 0042). */
  bookedAt: number;
  timeZone: string;
}

export interface FoundConsignments {
  consignments: FoundConsignment[];
}

/** A document on file, with the signed PDF link the customer's view would make (DESIGN.md). */
export interface StaffDocumentLink {
  docType: DocType;
  /** The scanned paper note rather than the rendered one. */
  original: boolean;
  fileName: string;
  url: string;
}

/** One consignment, whole: its company, the customer's view of it, documents, history and POD. */
export interface StaffConsignment {
  company: { id: number; name: string };
  /** The company's dimension unit (1 metres, 100 centimetres): the freight lines are shown in it. */
  dimensionFactor: number;
  consignment: ConsignmentView;
  documents: StaffDocumentLink[];
  /** The full tracking form; an event recorded by hand names its staff member (`recordedBy`). */
  tracking: TrackingInfo;
  /** The highest event code so far: the form offers only codes after it. */
  highestCode: number | null;
  pod: Pod | null;
}

/** The answer of a manual scan or POD: what was recorded, and the company it concerns (the audit trail's). */
export interface ManualRecordAnswer {
  success: true;
  message: string;
  conNumber: string;
  companyId: number;
}

export const CUSTOMER_SERVICE_CALLS = {
  findConsignments: carrierCall<FindConsignmentsInput, FoundConsignments>('GET', 'consignments', 'consignments:find', findConsignmentsSchema),
  getConsignment: carrierCall<StaffConsignmentInput, StaffConsignment>('GET', 'consignment', 'consignments:find', staffConsignmentSchema),
  recordScan: carrierCall<ManualScanInput, ManualRecordAnswer>('POST', 'scans', 'scans:record', manualScanSchema),
  recordPod: carrierCall<ManualPodInput, ManualRecordAnswer>('POST', 'pods', 'pods:record', manualPodSchema),
} as const;
