import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { tokenHash } from '../modules/auth/tokens';
import { sendError } from './error-handler';
import { SharedCounter } from './rate-limit-counter';
import { addHits, removeWindowsStartedBy } from './rate-limit-repo';
import { tokenFrom } from './session-auth';

// Issue 13: every route is limited per session and per client address, counted by all instances
// together (decision 0031). Requests are counted straight on the SharedCounter in callback
// hooks: going through @fastify/rate-limit's createRateLimit and async hooks cost about 30 µs a
// request, 15% of a list call (decision 0005's hot path); from the plugin we keep its address
// normalisation (an IPv6 client is counted by its /64). Sign-in throttling
// (modules/auth/throttle.ts) is a separate, stricter rule and stays as it is.

declare module 'fastify' {
  interface FastifyInstance {
    /** Every instance's request counts (decision 0031); rateLimitHook counts on it. */
    rateCounter: SharedCounter;
  }
}

export const RATE_LIMIT_WINDOW_MS = 60_000;

/** A limiter: counts the request under its key, and answers 429 once the window's count is over `perMinute`. */
export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;

export const addressOf = (request: FastifyRequest): string => normalizeIP(request.ip);

function tooManyRequests(reply: FastifyReply, msLeft: number): FastifyReply {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  reply.header('retry-after', String(seconds));
  return sendError(reply, 429, [SERVER_MESSAGES.tooManyRequests(seconds)]);
}

/**
 * A limit of `perMinute` requests a window for the key `kind:<keyOf(request)>`. Used as a hook,
 * it answers the 429 itself (and does not go on) rather than throwing: the web app's files are
 * served by a plugin registered before our error handler, and must get the same answer.
 */
export function rateLimitHook(app: FastifyInstance, kind: string, perMinute: number, keyOf: (request: FastifyRequest) => string): RateLimitHook {
  const counter = app.rateCounter;
  return (request, reply, done) => {
    const { count, msLeft } = counter.hit(`${kind}:${keyOf(request)}`);
    if (count > perMinute) tooManyRequests(reply, msLeft);
    else done();
  };
}

/**
 * The shared counter and the two app-wide limits: by address first, on every
 * request (the web app's files too) before its body is read; then by session, after the body is
 * parsed (spec clients send the token in it) and before the session guard's query. The key is
 * the token's SHA-256, never the token. A request without a token (the web app's files, sign-in,
 * public tracking) has only the address limit.
 */
export async function installRateLimits(app: FastifyInstance, db: Db, config: AppConfig): Promise<void> {
  const counter = new SharedCounter({
    now: config.now,
    windowMs: RATE_LIMIT_WINDOW_MS,
    addHits: (rows) => addHits(db, rows),
    onFlushError: (error) => app.log.warn({ err: error }, 'rate limit counts not written; retrying'),
  });
  const timer = setInterval(() => void counter.flush(), config.rateLimits.flushIntervalMs);
  timer.unref();
  // preClose: the database is still open, so the last counts are written.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await counter.flush();
  });

  app.decorate('rateCounter', counter);

  const { sessionPerMinute, addressPerMinute } = config.rateLimits;
  if (addressPerMinute > 0) app.addHook('onRequest', rateLimitHook(app, 'address', addressPerMinute, addressOf) as onRequestHookHandler);
  if (sessionPerMinute > 0) {
    const bySession = rateLimitHook(app, 'session', sessionPerMinute, (request) => tokenHash(tokenFrom(request) ?? ''));
    app.addHook('preValidation', (request, reply, done) => (tokenFrom(request) ? bySession(request, reply, done) : done()));
  }
}

/** Housekeeping's sweep: ended windows can never refuse a request again. */
export const removeEndedRateLimitWindows = (db: Db, now: number) => removeWindowsStartedBy(db, now - RATE_LIMIT_WINDOW_MS);
