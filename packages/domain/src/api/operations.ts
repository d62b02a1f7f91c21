import { call } from './endpoints';
import type { PayloadOf } from './request-schemas';

// The operations API (not a customer call): carrier staff and the end-to-end tests read the
// mail outbox with an operations key instead of a customer session (DESIGN.md, operations).

export const OPERATIONS_KEY_HEADER = 'x-operations-key';

export interface OutboxMessage {
  id: number;
  toAddress: string;
  subject: string;
  body: string;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Set once SMTP accepted the message; null while only stored in the outbox. */
  sentAt: number | null;
  /** The last send's failure; null once sent or before any try. */
  error: string | null;
  /** Sends tried so far: a failed or interrupted one is tried again, up to five times within a day. */
  attempts: number;
  /** Files sent with it (a document e-mailed to a copy-to address); GET /ops/outbox/{id}/attachments/{index} has the bytes. */
  attachments: { fileName: string; contentType: string; size: number }[];
}

export interface OutboxAnswer {
  messages: OutboxMessage[];
}

/** POST /ops/events: a scan of a consignment (spec 02 section 4's codes). */
export interface ScanEventInput {
  conNumber: string;
  code: number;
  /** When it happened: epoch milliseconds or an ISO 8601 time with offset; now when absent. */
  at?: number | string;
  /** The scanning depot's code; the despatching depot before arrival (41), the receiving one from it. */
  depot?: string;
}

/** POST /ops/pod: the receiver's name and signature (a PNG, base64) at delivery. */
export interface PodInput {
  conNumber: string;
  signedBy: string;
  signature: string;
  at?: number | string;
}

/** POST /ops/scanned: the signed paper note as scanned at the depot (a PDF or PNG, base64). */
export interface ScannedOriginalInput {
  conNumber: string;
  content: string;
}

export interface OperationsAnswer {
  success: true;
  message: string;
}

/** The operations API's calls, relative to '/ops/' (decision 0022). */
export const OPERATIONS_CALLS = {
  outbox: call<PayloadOf<'outbox'>, OutboxAnswer>('GET', 'outbox'),
  outboxAttachment: call<PayloadOf<'outboxAttachment'>, never>('GET', 'outbox/:id/attachments/:index'),
  scanEvent: call<PayloadOf<'scanEvent'>, OperationsAnswer>('POST', 'events'),
  signPod: call<PayloadOf<'signPod'>, OperationsAnswer>('POST', 'pod'),
  scannedOriginal: call<PayloadOf<'scannedOriginal'>, OperationsAnswer>('POST', 'scanned'),
} as const;
