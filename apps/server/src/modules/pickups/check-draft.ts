import type { PickupDraft } from '@portal/domain/api/pickup';
import type { FreightItem } from '@portal/domain/booking/booking';
import { quotedBookingErrors, type QuotedFields } from '@portal/domain/booking/quoted-booking';
import { pickupDraftCheck } from '@portal/domain/pickup/pickup-rules';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { extraEmailError } from '@portal/domain/schedule/booking-fields';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { checkedRoute, loadBookingCheck } from '../bookings/booking-check';
import { serverItemErrors, storedItems } from '../bookings/freight-items';
import type { CheckedPickup } from './pickup-rows';

// The checks of a booked pickup draft (spec 02 sections 5 and 7): the browser's rules with the
// company's options, saved addresses and the route's rates, the schedule on the server's clock
// in the sender's state, a quote's locks, then what only the server knows (price per item
// entries, the UN list). Every message comes back at once, as a 400.

export interface CheckedDraft extends CheckedPickup {
  /** The lines as stored: weight recomputed, technical names from the UN list. */
  items: FreightItem[];
}

export async function checkPickupDraft(
  db: Db,
  companyId: number,
  draft: PickupDraft,
  now: number,
  quote: QuotedFields | null,
): Promise<CheckedDraft> {
  const check = await loadBookingCheck(db, companyId, draft, now);
  const rules = pickupDraftCheck(draft, check.ctx);
  const errors = [...rules.errors, ...(quote ? quotedBookingErrors(draft, quote) : []), ...serverItemErrors(draft, check.booking)];
  if (errors.length > 0) throw badRequest(...errors);
  // No message means both suburbs, the route and the schedule were found: this cannot happen.
  if (!check.route || !rules.schedule) throw badRequest(SERVER_MESSAGES.badRequest);
  // Its own keys before the spread (decision 0052).
  return {
    schedule: rules.schedule,
    // The copy-to e-mail belongs to Create Consignment, after booking: kept only when valid.
    extraEmail: extraEmailError(draft.ExtraEmail) ? '' : draft.ExtraEmail.trim(),
    items: storedItems(draft),
    ...checkedRoute(check, draft),
  };
}
