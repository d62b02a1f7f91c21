import type { Call } from '@portal/domain/api/endpoints';
import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import { CARRIER_PATH, LOGIN_CHECK_TIMEOUT_MS } from '@portal/domain/constants';
import { MESSAGES } from '@portal/domain/messages';
import { CallError } from '../../lib/api/call-error';
import { send, type CallSession, type RequestOptions } from '../../lib/api/send';
import { serviceUrl, type Payload } from '../../lib/api/urls';
import { useStaffSessionStore } from '../session/staff-session-store';

// The back office's call helper (issue 26), the portal's (lib/api/call.ts) with the staff
// member's session: the staff token in the Authorization header only, and a 401 signs the staff
// member out with 'Session expired'.

export const staffSession: CallSession = {
  token: () => useStaffSessionStore.getState().session?.token ?? null,
  logout: (reason) => useStaffSessionStore.getState().logout(reason),
  markServerSeen: () => useStaffSessionStore.getState().markServerSeen(),
};

/**
 * An entry of CARRIER_CALLS, as callApi sends CALLS: GET and DELETE payloads in the query, POST
 * and PUT as JSON. A path's ':name' takes `params.name` (PUT staff/:id); a record's id is the
 * path's, never the body's.
 */
export function callCarrier<P extends object, A>(spec: Call<P, A>, payload: P, options: RequestOptions = {}, params: Payload = {}): Promise<A> {
  if (spec.method === 'GET' || spec.method === 'DELETE') {
    return send<A>(spec.method, serviceUrl(CARRIER_PATH, spec.path, { ...params, ...(payload as Payload) }), undefined, options, staffSession);
  }
  return send<A>(spec.method, serviceUrl(CARRIER_PATH, spec.path, params), JSON.stringify(payload), options, staffSession);
}

/** The start-up check, as a customer's (spec 01 section 7): 60 s, every failure 'Session has expired'. */
export async function checkStaffSession() {
  try {
    return await callCarrier(CARRIER_CALLS.session, {}, { timeoutMs: LOGIN_CHECK_TIMEOUT_MS, logoutOnUnauthorized: false });
  } catch {
    throw new CallError(MESSAGES.sessionHasExpired);
  }
}
