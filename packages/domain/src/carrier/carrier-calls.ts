import type { SaveAnswer } from '../api/session';
import { carrierCall, type CarrierCall } from './carrier-call';
import { COMPANY_CALLS } from './company-calls';
import { CONNOTE_BOOK_CALLS } from './connote-book-calls';
import { CUSTOMER_SERVICE_CALLS } from './customer-service-calls';
import { DEPOT_CALLS } from './depot-calls';
import { FUEL_LEVY_CALLS, PRICE_STUDY_CALLS, RATE_CARD_CALLS, RATE_SHEET_CALLS } from './pricing-calls';
import { newStaffSchema, staffChangeSchema, type NewStaffInput, type StaffChangeInput, type StaffListAnswer, type StaffListRow } from './staff-admin';
import { STAFF_AUDIT_CALLS } from './staff-audit-calls';
import {
  secondFactorSchema,
  staffLoginSchema,
  staffNewPasswordSchema,
  type SecondFactorConfirmed,
  type SecondFactorEnrolment,
  type SecondFactorInput,
  type StaffLoginInput,
  type StaffNewPasswordInput,
  type StaffSession,
} from './staff-session';

// The back office's calls (issue 26), relative to CARRIER_PATH ('/carrier/'): one table for the
// server's routes, the carrier area's call helper and the staff access matrix, as CALLS is for
// the portal. Each call names who may make it, once: the server's route takes its guard from
// here. Every call but `login` takes the staff token in an Authorization header, never in a
// payload or a URL.

export type { CarrierCall, StaffAccess } from './carrier-call';

type NoPayload = Record<string, never>;

export interface StaffSaveAnswer extends SaveAnswer {
  staff: StaffListRow;
}

export const CARRIER_CALLS = {
  login: carrierCall<StaffLoginInput, StaffSession>('POST', 'login', 'open', staffLoginSchema),
  /** The start-up check and the keep-alive: the session as it stands. */
  session: carrierCall<NoPayload, StaffSession>('GET', 'session', 'session'),
  logout: carrierCall<NoPayload, SaveAnswer>('DELETE', 'session', 'session'),
  changePassword: carrierCall<StaffNewPasswordInput, StaffSession>('POST', 'password', 'session', staffNewPasswordSchema),
  enrolSecondFactor: carrierCall<NoPayload, SecondFactorEnrolment>('POST', 'second-factor/enrol', 'session'),
  confirmSecondFactor: carrierCall<SecondFactorInput, SecondFactorConfirmed>('POST', 'second-factor/confirm', 'session', secondFactorSchema),
  secondFactor: carrierCall<SecondFactorInput, StaffSession>('POST', 'second-factor', 'session', secondFactorSchema),

  // Staff accounts, kept by Administrators (staff-admin.ts).
  listStaff: carrierCall<NoPayload, StaffListAnswer>('GET', 'staff', 'staff:manage'),
  addStaff: carrierCall<NewStaffInput, StaffSaveAnswer>('POST', 'staff', 'staff:manage', newStaffSchema),
  changeStaff: carrierCall<StaffChangeInput, StaffSaveAnswer>('PUT', 'staff/:id', 'staff:manage', staffChangeSchema),
  /** A new temporary password, sent to the staff member's e-mail. */
  resetStaffPassword: carrierCall<NoPayload, SaveAnswer>('POST', 'staff/:id/password-reset', 'staff:manage'),
  /** The authenticator set up again at the next sign-in (a lost phone). */
  resetStaffSecondFactor: carrierCall<NoPayload, SaveAnswer>('POST', 'staff/:id/second-factor-reset', 'staff:manage'),

  // Customer companies (company-calls.ts).
  ...COMPANY_CALLS,

  // Connote books and depots (connote-book-calls.ts, depot-calls.ts).
  ...CONNOTE_BOOK_CALLS,
  ...DEPOT_CALLS,

  // Customer service and the staff audit trail (customer-service-calls.ts, staff-audit-calls.ts).
  ...CUSTOMER_SERVICE_CALLS,
  ...STAFF_AUDIT_CALLS,

  // The pricing desk (pricing-calls.ts): cards and versions, fuel levies, rate sheets, and what
  // a change would cost and the price check.
  ...RATE_CARD_CALLS,
  ...FUEL_LEVY_CALLS,
  ...RATE_SHEET_CALLS,
  ...PRICE_STUDY_CALLS,
} as const satisfies Record<string, CarrierCall<unknown, unknown>>;

export type CarrierCallName = keyof typeof CARRIER_CALLS;
