import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Session } from '@portal/domain/api/session';
import { DEMO_PASSWORD } from '../db/seed/demo-users';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  remoteAddress?: string;
}

/** One portal call through app.inject, the token as a Bearer header (what our web client sends). */
export function call(app: FastifyInstance, method: Method, path: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method,
    url: `/portal/${path}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.query ? { query: options.query } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return app.inject(request);
}

export async function loginAnswer(app: FastifyInstance, username: string, password = DEMO_PASSWORD, remoteAddress?: string) {
  return call(app, 'POST', 'login', { body: { username, password }, ...(remoteAddress ? { remoteAddress } : {}) });
}

/**
 * Signs in and answers the token. For users of several companies pass the company id (or
 * leave it out to keep the company-less session).
 */
export async function login(app: FastifyInstance, username: string, options: { password?: string; companyId?: number } = {}) {
  const response = await loginAnswer(app, username, options.password ?? DEMO_PASSWORD);
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  const session = response.json<Session>();
  if (options.companyId === undefined || session.user.company?.id === options.companyId) return session.user.token;
  const chosen = await call(app, 'PUT', 'login', { token: session.user.token, body: { id: options.companyId } });
  if (chosen.statusCode !== 200) throw new Error(`choose company: ${chosen.statusCode} ${chosen.body}`);
  return chosen.json<Session>().user.token;
}

/** The error answer: status, status text, X-Error header and JSON body together. */
export function errorOf(response: LightMyRequestResponse) {
  return {
    status: response.statusCode,
    statusText: response.statusMessage,
    header: response.headers['x-error'],
    body: response.json<{ error: string; errors?: string[] }>(),
  };
}
