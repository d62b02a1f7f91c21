import type { Session } from '@portal/domain/api/session';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/domain/api/pickup';
import { PORTAL_PATH } from '@portal/domain/constants';
import { DEMO_PASSWORD } from '../db/seed/demo-users';
import { call, type Answer } from './server-process';

// Portal calls to a server process (server-process.ts) as the web client makes them: the token
// as a Bearer header, a booking's Idempotency-Key as its header.

export interface PortalCall {
  token?: string;
  body?: unknown;
  /** The Idempotency-Key of a booking POST. */
  key?: string;
}

export function portal(port: number, method: string, path: string, options: PortalCall = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers[IDEMPOTENCY_KEY_HEADER] = options.key;
  return call(port, method, `${PORTAL_PATH}${path}`, { body: options.body, headers });
}

/** The answer's JSON, or an error naming the call's status and body when it is not 200. */
export function jsonOf<T>(answer: Answer, what: string): T {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

/** Signs in (choosing `companyId` for users of several companies) and answers the token. */
export async function signIn(port: number, username: string, companyId?: number): Promise<string> {
  const session = jsonOf<Session>(await portal(port, 'POST', 'login', { body: { username, password: DEMO_PASSWORD } }), `sign in ${username}`);
  if (companyId === undefined || session.user.company?.id === companyId) return session.user.token;
  const chosen = await portal(port, 'PUT', 'login', { token: session.user.token, body: { id: companyId } });
  return jsonOf<Session>(chosen, 'choose company').user.token;
}
