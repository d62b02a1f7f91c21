import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import { STAFF_TOKEN_PREFIX } from '@portal/domain/constants';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import type { Db } from '../db/database';
import { resolveSession, resolveSessionForAnswer, type AnswerContext, type AuthContext } from '../modules/auth/sessions';
import { resolveStaffSession } from '../modules/staff/service';
import { forbidden, sessionExpired } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set by guards.answer only, beside auth. */
    answerAuth: AnswerContext | null;
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

export function answerAuthOf(request: FastifyRequest): AnswerContext {
  if (!request.answerAuth) throw sessionExpired();
  return request.answerAuth;
}

const hasCompany = (auth: AuthContext): auth is CompanyAuth => auth.companyId !== null && auth.roleId !== null && auth.roleName !== null;

/**
 * Customer data needs a chosen company (spec 01 section 4), and a user signed in with a
 * temporary password must choose a new one first (decision 0002). The context itself comes
 * back, not a copy: this runs twice on every company call.
 */
export function companyAuthOf(request: FastifyRequest): CompanyAuth {
  const auth = authOf(request);
  if (auth.mustChangePassword) throw forbidden(SERVER_MESSAGES.mustChangePassword);
  if (!hasCompany(auth)) throw forbidden(SERVER_MESSAGES.noCompany);
  return auth;
}

export type Guard = (request: FastifyRequest) => Promise<void>;
export interface Guards {
  /** Any live session: the login calls and changepassword. */
  session: Guard;
  /** A live session with a chosen company and no pending password change. */
  company: Guard;
  /** Any live session, read with what the session answer needs (GET login, decision 0005). */
  answer: Guard;
}

/** preValidation hooks: the session is checked before the payload, so a stale token gets 401. */
export function installSessionAuth(app: FastifyInstance, db: Db, now: () => number): Guards {
  app.decorateRequest('auth', null);
  app.decorateRequest('answerAuth', null);
  const tokenOf = (request: FastifyRequest): string => {
    const token = tokenFrom(request);
    if (!token) throw sessionExpired();
    return token;
  };
  // A staff token is refused while its session lives (issue 26): staff use the back office only.
  // Checked only for a token with the staff prefix: a customer's call takes no extra turn.
  const refuseStaffToken = async (token: string): Promise<never> => {
    await resolveStaffSession(db, token, now());
    throw forbidden(CARRIER_MESSAGES.customersOnly);
  };
  const session: Guard = async (request) => {
    const token = tokenOf(request);
    if (token.startsWith(STAFF_TOKEN_PREFIX)) await refuseStaffToken(token);
    request.auth = await resolveSession(db, token, now());
  };
  const company: Guard = async (request) => {
    await session(request);
    companyAuthOf(request);
  };
  const answer: Guard = async (request) => {
    const token = tokenOf(request);
    if (token.startsWith(STAFF_TOKEN_PREFIX)) await refuseStaffToken(token);
    const answerAuth = await resolveSessionForAnswer(db, token, now());
    request.auth = answerAuth.auth;
    request.answerAuth = answerAuth;
  };
  return { session, company, answer };
}
