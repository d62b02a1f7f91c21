import type { Generated } from 'kysely';
import type { Flag } from '../schema';

// The columns every booking row has for what every booking shares (BookingFields in the domain):
// quotes, pickups and consignments (a drop freight's draft lives in its consignment, decision
// 0025). modules/bookings/booking-columns.ts maps them to and from the drafts.

export interface BookingColumnsTable {
  /** The wizard step the booking was saved at (spec 02 section 4). */
  progress: number;
  poNumber: string;
  ppi: Flag;
  /** Null until the Dangerous Goods question is answered. */
  dgHas: Flag | null;
  /** JSON of the selected class names. */
  dgClasses: string;
  instructions: string;
  pickupRequired: number;
  deliveryRequired: number;
  updatedAt: number;
  /** Raised by every change; a save names the one it was opened at (migration 0010, decision 0030). */
  version: Generated<number>;
}
