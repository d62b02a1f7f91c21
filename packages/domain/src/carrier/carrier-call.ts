import type { z } from 'zod';
import type { Call, Method } from '../api/endpoints';
import type { StaffPermission } from './staff-roles';

// One back-office call's shape and its factory, apart from the table (carrier-calls.ts): a
// feature's file of calls (company-calls.ts, ...) is spread into that table, so a feature that
// took the factory from the table's own file would import it in a cycle and find it not yet made.

/**
 * Who may make a call: anyone ('open'); any live staff session, signed in or part way through
 * its sign-in ('session'); or a signed-in staff member whose role holds the permission.
 */
export type StaffAccess = 'open' | 'session' | StaffPermission;

export interface CarrierCall<P, A> extends Call<P, A> {
  access: StaffAccess;
  /**
   * The payload's schema (the body of a POST or PUT, the query of a GET), which the route
   * validates with and the hostile-input run mutates; none for a call without a payload.
   */
  schema?: z.ZodType<P>;
}

export const carrierCall = <P, A>(method: Method, path: string, access: StaffAccess, schema?: z.ZodType<P>): CarrierCall<P, A> => ({
  method,
  path,
  access,
  ...(schema ? { schema } : {}),
});
