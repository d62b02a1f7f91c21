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
  error: string | null;
  /** Files sent with it (a document e-mailed to a copy-to address); GET /ops/outbox/{id}/attachments/{index} has the bytes. */
  attachments: { fileName: string; contentType: string; size: number }[];
}

export interface OutboxAnswer {
  messages: OutboxMessage[];
}
