import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import type { StaffRole } from '@portal/domain/carrier/staff-roles';
import type { SecondFactorConfirmed, SecondFactorEnrolment, StaffSession } from '@portal/domain/carrier/staff-session';
import { CARRIER_PATH } from '@portal/domain/constants';
import type { Db } from '../db/database';
import { DEMO_PASSWORD } from '../db/seed/demo-users';
import { hashPassword } from '../modules/auth/password-hash';
import { createStaffMemberWithHash } from '../modules/staff/service';
import type { TestClock } from './clock';
import { TEST_SCRYPT_COST } from './test-app';

// The back office's calls in tests (issue 26): a staff call through app.inject, staff members of
// every role, and their second factor's codes at the test clock's time.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function staffCall(app: FastifyInstance, method: Method, path: string, options: { token?: string; body?: unknown } = {}): Promise<LightMyRequestResponse> {
  const request: InjectOptions = { method, url: `${CARRIER_PATH}${path}`, headers: options.token ? { authorization: `Bearer ${options.token}` } : {} };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return app.inject(request);
}

/** The code an authenticator app shows for `secret` at the clock's time. */
export const totpCode = (secret: string, clock: TestClock) => generate({ secret, epoch: Math.floor(clock.now() / 1000) });

let serial = 0;

/** A staff member of `role` with the demo password, and a session signed in all the way. */
export async function signedInStaff(app: FastifyInstance, db: Db, clock: TestClock, role: StaffRole) {
  serial += 1;
  const username = `staff${serial}-${role.toLowerCase().replace(/\s+/g, '-')}`;
  const member = { username, name: `${role} ${serial}`, email: `${username}@carrier.example`, role };
  const id = await createStaffMemberWithHash(db, member, await hashPassword(DEMO_PASSWORD, TEST_SCRYPT_COST), clock.now());
  const login = await staffCall(app, 'POST', 'login', { body: { username, password: DEMO_PASSWORD } });
  let session = login.json<StaffSession>();
  let secret: string | null = null;
  if (session.next === 'enrol-second-factor') {
    const enrolment = (await staffCall(app, 'POST', 'second-factor/enrol', { token: session.token })).json<SecondFactorEnrolment>();
    secret = enrolment.secret;
    const confirmed = await staffCall(app, 'POST', 'second-factor/confirm', { token: session.token, body: { code: await totpCode(secret, clock) } });
    session = confirmed.json<SecondFactorConfirmed>().session;
  }
  if (session.next !== null) throw new Error(`staff ${username} not signed in: ${session.next}`);
  return { id, username, token: session.token, secret };
}
