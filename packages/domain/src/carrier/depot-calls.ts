import { z } from 'zod';
import type { SaveAnswer } from '../api/session';
import { carrierCall } from './carrier-call';
import { depotFormSchema, type DepotForm, type DepotRecord } from './depot-form';

// The back office's depots (issue 26): the carrier's network as the gazetteer, the rate cards and
// the bookings read it. A depot is named by its code everywhere (rates, bookings, tracking), so an
// edit keeps the code; a depot in use is closed to new bookings, never deleted.

/** A depot's code in a path (depots/{code}): three letters, kept in capitals. */
export const depotCodeSchema = z.object({ code: z.string().regex(/^[A-Za-z]{3}$/, 'must be a depot code of 3 letters').toUpperCase() });
export type DepotCodeInput = z.infer<typeof depotCodeSchema>;

export interface DepotsAnswer {
  depots: DepotRecord[];
}

export interface DepotSaveAnswer extends SaveAnswer {
  depot: DepotRecord;
}

export const DEPOT_CALL_MESSAGES = {
  noDepot: (code: string) => `There is no depot ${code}.`,
  codeFixed: (code: string) => `Code cannot be changed: rates and bookings name the depot ${code} by it. Add a new depot instead.`,
  added: (code: string) => `Depot ${code} added.`,
  saved: (code: string) => `Depot ${code} saved. Bookings see the change within a minute.`,
  inUse: (code: string) =>
    `Depot ${code} cannot be deleted: rates or open bookings use it. Close it to new bookings instead; what is booked still runs.`,
  deleted: (code: string) => `Depot ${code} deleted.`,
} as const;

type NoPayload = Record<string, never>;

export const DEPOT_CALLS = {
  depots: carrierCall<NoPayload, DepotsAnswer>('GET', 'depots', 'depots:read'),
  addDepot: carrierCall<DepotForm, DepotSaveAnswer>('POST', 'depots', 'depots:write', depotFormSchema),
  /** The depot is the path's code; the body's code must be the same. */
  editDepot: carrierCall<DepotForm, DepotSaveAnswer>('PUT', 'depots/:code', 'depots:write', depotFormSchema),
  /** The payload is the path's: `depots/{code}`. */
  deleteDepot: carrierCall<DepotCodeInput, SaveAnswer>('DELETE', 'depots/:code', 'depots:write', depotCodeSchema),
} as const;
