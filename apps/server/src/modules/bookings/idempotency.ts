import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/domain/api/pickup';
import type { Db } from '../../db/database';
import type { AuditTrail } from '../../http/audit-trail';
import { bookingCommit, type BookingCommit } from './booking-commit';
import { deleteAnswersBefore, keepAnswer, keptAnswer } from './idempotency-repo';
import { badRequest, HttpError } from '../../http/errors';

// Idempotency-Key on booking POSTs (issue 4, decision 0019): a retried submit never books twice.
// The answer is stored in the booking's own transaction, keyed by (company, key), so a booking
// and its record commit together or not at all. A retry with the same key and body gets the
// stored answer; with another body a 422. Two retries at once race on the primary key: the
// loser's transaction rolls back (KeyTaken) and it answers the winner's answer. Keys live 24 h.

/** The Idempotency-Key header of booking POSTs (decision 0019). */
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  reused: 'This Idempotency-Key was already used for a different request. Please send the request again with a new key.',
  inFlight: 'An earlier request with this Idempotency-Key is still being processed. Please try again in a moment.',
} as const;

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_MAX = 200;

export interface IdempotencyClaim {
  companyId: number;
  key: string;
  /** The call's path, e.g. 'pickups/new': a key is one request of one call. */
  call: string;
  requestHash: string;
}

/** Thrown inside a booking's transaction when a live row already holds its key: rolls it back. */
export class KeyTaken extends Error {
  constructor() {
    super('Idempotency-Key taken');
    this.name = 'KeyTaken';
  }
}

/**
 * The claim of a request, or null without the header. The body is the schema's output, whose keys
 * come in the schema's order without unknown fields (the token), so equal requests hash alike.
 */
export function claimOf(request: FastifyRequest, companyId: number, call: string): IdempotencyClaim | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return null;
  const key = typeof header === 'string' ? header.trim() : '';
  if (key.length === 0 || key.length > KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
  const requestHash = createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('base64url');
  return { companyId, key, call, requestHash };
}

/** Stores a booking's answer under its key, in the booking's transaction; an expired row is replaced. */
export async function recordAnswer(trx: Db, claim: IdempotencyClaim, answer: unknown, now: number): Promise<void> {
  const kept = await keepAnswer(trx, { ...claim, answer: JSON.stringify(answer), createdAt: now }, now - IDEMPOTENCY_TTL_MS);
  if (!kept) throw new KeyTaken();
}

async function storedAnswer<A>(db: Db, claim: IdempotencyClaim, now: number): Promise<A | undefined> {
  const row = await keptAnswer(db, claim.companyId, claim.key, now - IDEMPOTENCY_TTL_MS);
  if (!row) return undefined;
  if (row.call !== claim.call || row.requestHash !== claim.requestHash) throw new HttpError(422, [IDEMPOTENCY_MESSAGES.reused]);
  return JSON.parse(row.answer) as A;
}

/**
 * Runs a booking once per key: `book` gets the commit that records its answer under the key, and
 * its audit row, in its own transaction (booking-commit.ts). A replay is marked with the
 * Idempotent-Replayed header.
 */
export async function bookOnce<A>(
  db: Db,
  reply: FastifyReply,
  claim: IdempotencyClaim | null,
  now: number,
  trail: AuditTrail,
  book: (commit: BookingCommit) => Promise<A>,
): Promise<A> {
  const commit = bookingCommit(claim, trail, now);
  if (!claim) return book(commit);
  const replay = async () => {
    const answer = await storedAnswer<A>(db, claim, now);
    if (answer !== undefined) reply.header('idempotent-replayed', 'true');
    return answer;
  };
  const earlier = await replay();
  if (earlier !== undefined) return earlier;
  try {
    return await book(commit);
  } catch (error) {
    // Losing the race shows as KeyTaken, or as the conflict the winner's booking caused (the
    // quote already converted, the pickup already completed): either way the winner answers.
    const winner = await replay();
    if (winner !== undefined) return winner;
    throw error instanceof KeyTaken ? new HttpError(409, [IDEMPOTENCY_MESSAGES.inFlight]) : error;
  }
}

/** Keys past their 24 hours can never be replayed: the sweep removes them. */
export function removeExpiredIdempotencyKeys(db: Db, now: number): Promise<void> {
  return deleteAnswersBefore(db, now - IDEMPOTENCY_TTL_MS);
}
