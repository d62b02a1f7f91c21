import { CALLS, type Method } from '@portal/domain/api/endpoints';
import type { ErrorAnswer } from '@portal/domain/api/session';
import { CLIENT_MESSAGES } from '@portal/domain/client-messages';
import { LOGIN_CHECK_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import { currentToken, useSessionStore } from '../session/session-store';
import { CallError } from './call-error';
import { portalUrl, toQuery, type Payload } from './urls';

// The one call helper of spec 01 section 7. The token goes in the Authorization header,
// never in the payload or a URL (DESIGN.md, service contract).

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

export function request(method: 'PDF', endpoint: string, payload?: Payload): Promise<string>;
export function request<A>(method: string, endpoint: string, payload?: Payload, options?: RequestOptions): Promise<A>;
export async function request<A>(
  method: string,
  endpoint: string,
  payload: Payload = {},
  options: RequestOptions = {},
): Promise<A | string> {
  switch (method) {
    case 'PDF':
      // PDF only builds a URL (documents carry their own signed link, DESIGN.md).
      return portalUrl(endpoint, payload);
    case 'GET':
    case 'DELETE':
      return send<A>(method, portalUrl(endpoint, payload), undefined, options);
    case 'POST':
    case 'PUT':
      return send<A>(method, portalUrl(endpoint), JSON.stringify(payload), options);
    default:
      throw new CallError(MESSAGES.typeNotSupported);
  }
}

/**
 * GET a service path outside PORTAL_PATH, such as TRACKING_API_PATH (spec 02 section 7), with
 * the portal calls' error handling and, when signed in, their Authorization header.
 */
export function getOutsidePortal<A>(path: string, payload: Payload = {}, options: RequestOptions = {}): Promise<A> {
  const query = toQuery(payload);
  return send<A>('GET', `${path}${query ? `?${query}` : ''}`, undefined, options);
}

async function send<A>(method: Method, url: string, body: string | undefined, options: RequestOptions): Promise<A> {
  const token = options.anonymous ? null : currentToken();
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
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
    useSessionStore.getState().logout(MESSAGES.sessionExpired);
    throw new CallError(MESSAGES.sessionExpired, 401);
  }
  if (!response.ok) throw await errorOf(response);
  if (token) useSessionStore.getState().markServerSeen();
  return readJson<A>(response);
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

/** The session check of spec 01 section 7: 60 s, and every failure reads 'Session has expired'. */
export async function checkSession<A>(): Promise<A> {
  try {
    const { method, path } = CALLS.keepAlive;
    return await request<A>(method, path, {}, { timeoutMs: LOGIN_CHECK_TIMEOUT_MS, logoutOnUnauthorized: false });
  } catch {
    throw new CallError(MESSAGES.sessionHasExpired);
  }
}
