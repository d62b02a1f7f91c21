import type { PickupDraft } from '@portal/domain/api/pickup';
import type { FreightItem } from '@portal/domain/booking/booking';
import type { QuotedFields } from '@portal/domain/booking/quoted-booking';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { extraEmailError } from '@portal/domain/schedule/booking-fields';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { checkBooking } from '../bookings/service';
import { pickupRules } from './pickup-check-rules';
import type { CheckedPickup } from './pickup-rows';

// The checks of a booked pickup draft (spec 02 sections 5 and 7): the browser's rules with the
// company's options, saved addresses and the route's rates, the schedule on the server's clock
// in the sender's state, a quote's locks, then what only the server knows (price per item
// entries, the UN list). Every message comes back at once, as a 400.

export interface CheckedDraft extends CheckedPickup {
  /** The draft as booked: its services settled from the route where the browser left them unset. */
  draft: PickupDraft;
  /** The lines as stored: weight recomputed, technical names from the UN list. */
  items: FreightItem[];
}

export async function checkPickupDraft(db: Db, companyId: number, draft: PickupDraft, now: number, quote: QuotedFields | null): Promise<CheckedDraft> {
  const { errors, outcome, routed, checked } = await checkBooking(db, companyId, draft, now, {
    rules: (ctx) => pickupRules(draft, ctx, quote),
  });
  if (errors.length > 0) throw badRequest(...errors);
  // No message means both suburbs, the route and the schedule were found: this cannot happen.
  if (!routed || !outcome.schedule) throw badRequest(SERVER_MESSAGES.badRequest);
  // Its own keys before the spread (decision 0052).
  return {
    draft: outcome.booked,
    schedule: outcome.schedule,
    // The copy-to e-mail belongs to Create Consignment, after booking: kept only when valid.
    extraEmail: extraEmailError(draft.ExtraEmail) ? '' : draft.ExtraEmail.trim(),
    ...checked,
  };
}
