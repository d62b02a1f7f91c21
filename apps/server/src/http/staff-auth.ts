import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import type { z } from 'zod';
import type { CarrierCall, StaffAccess } from '@portal/domain/carrier/carrier-calls';
import { staffMay, type StaffPermission } from '@portal/domain/carrier/staff-roles';
import { STAFF_TOKEN_PREFIX } from '@portal/domain/constants';
import type { Db } from '../db/database';
import { resolveSession } from '../modules/auth/service';
import { resolveStaffSession, type StaffAuth } from '../modules/staff/service';
import { forbidden, sessionExpired } from './errors';
import type { Guard } from './session-auth';

// The back office's guard (issue 26, decision 0054). A staff token comes in an Authorization
// header only (never in a payload or a URL) and carries the staff prefix; a customer's token on a
// staff call is refused with 403 while its session lives, as a staff token on a customer call is
// (session-auth.ts), and with 401 otherwise, as any stale token.

declare module 'fastify' {
  interface FastifyRequest {
    staffAuth: StaffAuth | null;
  }
}

export interface StaffGuards {
  /** Any live staff session, signed in or part way: the sign-in steps, the session and sign-out. */
  session: Guard;
  /** A signed-in staff member whose role holds `permission` (carrier/staff-roles.ts). */
  may: (permission: StaffPermission) => Guard;
  /** A call's route options: the guard its access names in CARRIER_CALLS (none for 'open'). */
  of: (call: { access: StaffAccess }) => { preValidation?: Guard };
}

/** A call's payload schema from CARRIER_CALLS, for its route; a call without one is a mistake found at start-up. */
export function payloadOf<P>(call: CarrierCall<P, unknown>): z.ZodType<P> {
  if (!call.schema) throw new Error(`The carrier call ${call.method} ${call.path} has no payload schema.`);
  return call.schema;
}

export function staffAuthOf(request: FastifyRequest): StaffAuth {
  if (!request.staffAuth) throw sessionExpired();
  return request.staffAuth;
}

export function installStaffAuth(app: FastifyInstance, db: Db, now: () => number): StaffGuards {
  app.decorateRequest('staffAuth', null);
  const session: Guard = async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (token === '') throw sessionExpired();
    if (!token.startsWith(STAFF_TOKEN_PREFIX)) {
      await resolveSession(db, token, now());
      throw forbidden(CARRIER_MESSAGES.staffOnly);
    }
    request.staffAuth = await resolveStaffSession(db, token, now());
  };
  const may = (permission: StaffPermission): Guard => {
    return async (request) => {
      await session(request);
      const auth = staffAuthOf(request);
      if (auth.stage !== 'ready') throw forbidden(CARRIER_MESSAGES.finishSignIn);
      if (!staffMay(auth.staff.role, permission)) throw forbidden(CARRIER_MESSAGES.roleDenied);
    };
  };
  const of = ({ access }: { access: StaffAccess }) => {
    if (access === 'open') return {};
    return { preValidation: access === 'session' ? session : may(access) };
  };
  return { session, may, of };
}
