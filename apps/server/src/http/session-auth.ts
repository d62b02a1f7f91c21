import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import type { Db } from '../db/database';
import { resolveSession, type AuthContext } from '../modules/auth/sessions';
import { forbidden, sessionExpired } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** A session with a chosen company, allowed past the New Password form. */
export interface CompanyAuth extends AuthContext {
  companyId: number;
  roleId: number;
  roleName: string;
}

function stringField(source: unknown, name: string): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Spec 01 section 7 puts the token in the payload: the query string for GET and DELETE, the JSON
 * body for POST and PUT. Our own client sends an Authorization header instead (DESIGN.md).
 */
export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  const payload = request.method === 'GET' || request.method === 'DELETE' ? request.query : request.body;
  return stringField(payload, 'token');
}

export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw sessionExpired();
  return request.auth;
}

/**
 * Customer data needs a chosen company (spec 01 section 4), and a user signed in with a
 * temporary password must choose a new one first (decision 0002).
 */
export function companyAuthOf(request: FastifyRequest): CompanyAuth {
  const auth = authOf(request);
  if (auth.mustChangePassword) throw forbidden(SERVER_MESSAGES.mustChangePassword);
  if (auth.companyId === null || auth.roleId === null || auth.roleName === null) throw forbidden(SERVER_MESSAGES.noCompany);
  return { ...auth, companyId: auth.companyId, roleId: auth.roleId, roleName: auth.roleName };
}

export type Guard = (request: FastifyRequest) => Promise<void>;
export interface Guards {
  /** Any live session: the login calls and changepassword. */
  session: Guard;
  /** A live session with a chosen company and no pending password change. */
  company: Guard;
}

/** preValidation hooks: the session is checked before the payload, so a stale token gets 401. */
export function installSessionAuth(app: FastifyInstance, db: Db, now: () => number): Guards {
  app.decorateRequest('auth', null);
  const session: Guard = async (request) => {
    const token = tokenFrom(request);
    if (!token) throw sessionExpired();
    request.auth = await resolveSession(db, token, now());
  };
  const company: Guard = async (request) => {
    await session(request);
    companyAuthOf(request);
  };
  return { session, company };
}
