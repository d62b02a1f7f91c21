import { call } from '../api/endpoints';
import type { SaveAnswer } from '../api/session';
import type {
  SecondFactorConfirmed,
  SecondFactorEnrolment,
  SecondFactorInput,
  StaffLoginInput,
  StaffNewPasswordInput,
  StaffSession,
} from './staff-session';

// The back office's calls (issue 26), relative to CARRIER_PATH ('/carrier/'): one table for the
// server's routes and the carrier area's call helper, as CALLS is for the portal. Every call but
// `login` takes the staff token in an Authorization header, never in a payload or a URL.

type NoPayload = Record<string, never>;

export const CARRIER_CALLS = {
  login: call<StaffLoginInput, StaffSession>('POST', 'login'),
  /** The start-up check and the keep-alive: the session as it stands. */
  session: call<NoPayload, StaffSession>('GET', 'session'),
  logout: call<NoPayload, SaveAnswer>('DELETE', 'session'),
  changePassword: call<StaffNewPasswordInput, StaffSession>('POST', 'password'),
  enrolSecondFactor: call<NoPayload, SecondFactorEnrolment>('POST', 'second-factor/enrol'),
  confirmSecondFactor: call<SecondFactorInput, SecondFactorConfirmed>('POST', 'second-factor/confirm'),
  secondFactor: call<SecondFactorInput, StaffSession>('POST', 'second-factor'),
} as const;

export type CarrierCallName = keyof typeof CARRIER_CALLS;
