import type { Party } from '@portal/domain/api/party';
import type { BookingContext } from '@portal/domain/booking/booking-rules';
import type { FreightItem } from '@portal/domain/booking/booking';
import type { Permissions } from '@portal/domain/permissions';
import type { Db } from '../../db/database';
import type { ItemFields } from '../../db/freight-lines-repo';
import { forbidden } from '../../http/errors';
import type { CompanyAuth } from '../../http/session-auth';
import { permissionsOfRole } from '../auth/service';
import type { CompanyBookingOptions } from '../reference/service';
import { loadBookingCheck } from './booking-check';
import type { CheckedRoute } from './booking-columns';
import { itemFields, serverItemErrors, storedItems, type BookedFreight } from './freight-items';

// The booking service (issue 25, decision 0051): what a quote, a pickup, a drop freight and a
// consignment share on the server, and the one door other modules use into it. Its entry points:
//   check   allowed (the permission check of every booking call), checkBooking, freightErrors
//   save    the column mapper (bookingColumns, bookingFieldsOf, routeColumns, ...), lineFields
//   book    bookOnce and claimOf (Idempotency-Key), the commit a booking settles in its transaction
// Pricing is the quotes' (quotes/service.ts), a conversion the quotes' and the consignments'.
// The files beside this one are its internals: no other module imports them.

/** Denies with the domain rule's text (403, the Permission Denied the browser shows), else the caller's permissions. */
export async function allowed(db: Db, auth: CompanyAuth, denialOf: (p: Permissions) => string | null): Promise<Readonly<Permissions>> {
  const permissions = await permissionsOfRole(db, auth.roleId);
  const denial = denialOf(permissions);
  if (denial) throw forbidden(denial);
  return permissions;
}

/** What a booking kind's own rules make of a draft, given the context the server loaded for it. */
export interface KindCheck<Outcome> {
  errors: readonly string[];
  outcome: Outcome;
}

export interface BookingCheckOptions<Outcome> {
  /** The booking's own wizard rules (and a quote's locks), run with the server's context. */
  rules: (ctx: BookingContext, booking: CompanyBookingOptions) => KindCheck<Outcome>;
  /** The freight the server-only checks read: the draft's, unless a step not yet passed leaves some out. */
  freight?: BookedFreight;
  /** Whether the lines are stored as checked (weight recomputed, UN names); else as typed. */
  storesItems?: boolean;
}

export interface CheckedBooking<Outcome> {
  /** Every message, in the order the rules gave them, then the server-only freight checks'. */
  errors: string[];
  outcome: Outcome;
  /** Whether the rates chose a route between the two suburbs. */
  routed: boolean;
  checked: CheckedRoute & { items: FreightItem[] };
}

/**
 * The server's check of a pickup or a drop freight draft (spec 02 sections 5 and 7): the company's
 * options, saved addresses and route rates as the domain rules' context, the kind's own rules with
 * it, then what only the server knows (price per item entries, the UN list). Refuses nothing: the
 * caller decides what its messages mean.
 */
export async function checkBooking<Outcome>(
  db: Db,
  companyId: number,
  draft: BookedFreight & { sender: Party; receiver: Party; accounts: boolean | null },
  now: number,
  { rules, freight = draft, storesItems = true }: BookingCheckOptions<Outcome>,
): Promise<CheckedBooking<Outcome>> {
  const check = await loadBookingCheck(db, companyId, draft, now);
  const kind = rules(check.ctx, check.booking);
  const errors = [...kind.errors, ...serverItemErrors(freight, check.booking)];
  // Lines not yet checked are kept as typed: a blank line has no weight to work out.
  const items = storesItems ? storedItems(draft) : draft.freightList.map((item) => ({ ...item, error: '' }));
  return { errors, outcome: kind.outcome, routed: check.routed, checked: { ...check.checked, items } };
}

/** The server-only checks of a quote's freight (price per item entries, the UN list), and its lines as stored. */
export function checkedFreight(draft: BookedFreight, booking: CompanyBookingOptions): { errors: string[]; items: FreightItem[] } {
  return { errors: serverItemErrors(draft, booking), items: storedItems(draft) };
}

/** A booking's lines as their table stores them, in the order given. */
export const lineFields = (items: readonly FreightItem[]): ItemFields[] => items.map(itemFields);

/** Lines to rewrite: each keeps its id, so a line that comes back is updated, not replaced. */
export const rewrittenLineFields = (items: readonly FreightItem[]): (ItemFields & { id: number })[] =>
  items.map((item, position) => ({ ...itemFields(item, position), id: item.id }));

// The one column mapper of what every booking row shares (decision 0048), each way.
export { bookingColumns, bookingFieldsOf, partiesOf, routeColumns, type CheckedRoute } from './booking-columns';
export { freightItemOf } from './freight-items';
export { partyOf, placeOf, receiverColumns, senderColumns } from './party-columns';

// Booking once: the Idempotency-Key (decision 0019) and the commit a booking settles in its own
// transaction with its audit row (decision 0049).
export { auditedCommit, PLAIN_COMMIT, type BookingCommit } from './booking-commit';
export { bookOnce, claimOf, removeExpiredIdempotencyKeys } from './idempotency';
export type { BookedFreight } from './freight-items';
