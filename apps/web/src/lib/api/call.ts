import { CALLS } from '@portal/domain/api/endpoints';
import { LOGIN_CHECK_TIMEOUT_MS } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import { currentToken, useSessionStore } from '../session/session-store';
import { CallError } from './call-error';
import { send, type CallSession, type RequestOptions } from './send';
import { portalUrl, toQuery, type Payload } from './urls';

// The one call helper of spec 01 section 7. The token goes in the Authorization header,
// never in the payload or a URL (DESIGN.md, service contract).

/** The customer's session, which portal calls are sent for. */
const customerSession: CallSession = {
  token: currentToken,
  logout: (reason) => useSessionStore.getState().logout(reason),
  markServerSeen: () => useSessionStore.getState().markServerSeen(),
};

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
      return send<A>(method, portalUrl(endpoint, payload), undefined, options, customerSession);
    case 'POST':
    case 'PUT':
      return send<A>(method, portalUrl(endpoint), JSON.stringify(payload), options, customerSession);
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
  return send<A>('GET', `${path}${query ? `?${query}` : ''}`, undefined, options, customerSession);
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
