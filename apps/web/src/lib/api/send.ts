import type { Method } from '@portal/domain/api/endpoints';
import type { ErrorAnswer } from '@portal/domain/api/session';
import { CLIENT_MESSAGES } from '@portal/domain/client-messages';
import { MESSAGES } from '@portal/domain/messages';
import { REQUEST_TIMEOUT_MS } from '@portal/domain/constants';
import { CallError } from './call-error';

// The transport under every call helper: the portal's (call.ts) and the carrier area's
// (carrier/api/call-carrier.ts). Both kinds of session follow the same rules (spec 01 sections 7
// and 8, issue 26): the token in the Authorization header only, 120 s, a 401 on a signed-in call
// ends the session, errors read from the answer. Only the session they are sent for differs.

export interface RequestOptions {
  timeoutMs?: number;
  /** false for the session check: it maps every failure to its own text. */
  logoutOnUnauthorized?: boolean;
  /** Extra request headers, e.g. a booking's Idempotency-Key (spec 02 section 7). */
  headers?: Record<string, string>;
  /**
   * Aborts the call, e.g. TanStack Query's signal when the view changes (spec 02 section 7, the
   * tracking call). The call then rejects with the signal's reason, not a user's error text.
   */
  signal?: AbortSignal;
  /** true: no Authorization header, as for anyone who is not signed in (the public tracking page). */
  anonymous?: boolean;
}

/** The session a call is sent for: a customer's or a staff member's store. */
export interface CallSession {
  /** The token for the Authorization header, null when nobody is signed in. */
  token(): string | null;
  /** The server has ended the session: forget it, with this reason for the sign-in card. */
  logout(reason: string): void;
  /** The server answered a call of this session (the quiet keep-alive counts from here). */
  markServerSeen(): void;
}

/**
 * `read` turns a successful answer into the call's result: JSON by default; a file's bytes for
 * the calls that answer with one (the pricing desk's exports).
 */
export async function send<A>(
  method: Method,
  url: string,
  body: string | undefined,
  options: RequestOptions,
  session: CallSession,
  read: (response: Response) => Promise<A> = readJson,
): Promise<A> {
  const token = options.anonymous ? null : session.token();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const { signal } = options;
  signal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const abort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abort, { once: true });

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: controller.signal });
  } catch (error) {
    // The caller gave up (the view changed): its own reason, which TanStack Query expects and
    // which no screen shows as an error.
    if (signal?.aborted && !timedOut) throw signal.reason ?? error;
    throw new CallError(timedOut ? MESSAGES.requestTimedOut : CLIENT_MESSAGES.networkError);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }

  if (response.status === 401 && token && options.logoutOnUnauthorized !== false) {
    // Any 401 on a signed-in call means the server has ended the session (spec 01 section 8).
    session.logout(MESSAGES.sessionExpired);
    throw new CallError(MESSAGES.sessionExpired, 401);
  }
  if (!response.ok) throw await errorOf(response);
  if (token) session.markServerSeen();
  return read(response);
}

async function errorOf(response: Response): Promise<CallError> {
  const answer = await response.json().catch(() => null) as Partial<ErrorAnswer> | null;
  // The body repeats X-Error without the header's latin1 limits, so it wins when present.
  const message =
    answer?.error ||
    response.headers.get('X-Error') ||
    response.statusText ||
    CLIENT_MESSAGES.requestFailed(response.status);
  const errors = Array.isArray(answer?.errors) && answer.errors.length > 1 ? answer.errors : [];
  return new CallError(message, response.status, errors);
}

async function readJson<A>(response: Response): Promise<A> {
  const text = await response.text();
  if (text === '') return undefined as A;
  try {
    return JSON.parse(text) as A;
  } catch {
    throw new CallError(CLIENT_MESSAGES.unreadableAnswer, response.status);
  }
}
