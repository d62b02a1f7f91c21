import type { SaveAnswer } from '../api/session';
import { carrierCall, type CarrierCall } from './carrier-call';
import { COMPANY_CALLS } from './company-calls';
import type {
  SecondFactorConfirmed,
  SecondFactorEnrolment,
  SecondFactorInput,
  StaffLoginInput,
  StaffNewPasswordInput,
  StaffSession,
} from './staff-session';

// The back office's calls (issue 26), relative to CARRIER_PATH ('/carrier/'): one table for the
// server's routes, the carrier area's call helper and the staff access matrix, as CALLS is for
// the portal. Each call names who may make it, once: the server's route takes its guard from
// here. Every call but `login` takes the staff token in an Authorization header, never in a
// payload or a URL.

export type { StaffAccess } from './carrier-call';

type NoPayload = Record<string, never>;

export const CARRIER_CALLS = {
  login: carrierCall<StaffLoginInput, StaffSession>('POST', 'login', 'open'),
  /** The start-up check and the keep-alive: the session as it stands. */
  session: carrierCall<NoPayload, StaffSession>('GET', 'session', 'session'),
  logout: carrierCall<NoPayload, SaveAnswer>('DELETE', 'session', 'session'),
  changePassword: carrierCall<StaffNewPasswordInput, StaffSession>('POST', 'password', 'session'),
  enrolSecondFactor: carrierCall<NoPayload, SecondFactorEnrolment>('POST', 'second-factor/enrol', 'session'),
  confirmSecondFactor: carrierCall<SecondFactorInput, SecondFactorConfirmed>('POST', 'second-factor/confirm', 'session'),
  secondFactor: carrierCall<SecondFactorInput, StaffSession>('POST', 'second-factor', 'session'),
  ...COMPANY_CALLS,
} as const satisfies Record<string, CarrierCall<unknown, unknown>>;

export type CarrierCallName = keyof typeof CARRIER_CALLS;
