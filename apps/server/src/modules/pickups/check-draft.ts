import type { PickupDraft } from '@portal/domain/api/pickup';
import type { FreightItem } from '@portal/domain/booking/booking';
import { quotedBookingErrors, type QuotedFields } from '@portal/domain/booking/quoted-booking';
import { pickupDraftCheck } from '@portal/domain/pickup/pickup-rules';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { extraEmailError } from '@portal/domain/schedule/booking-fields';
import { SERVICE_UNSET } from '@portal/domain/services/service-values';
import { pickupDraftForSubmit } from '@portal/domain/wizard/pickup-step-rules';
import type { BookingContext } from '@portal/domain/booking/booking-rules';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { checkBooking } from '../bookings/service';
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

/**
 * The services a pickup gets from its route are the domain's to work out (pickupDraftForSubmit,
 * the function the browser books with): a caller that leaves one unset (0) gets the route's. A
 * value the caller chose stays, so a pickup sent with no pickup service is still refused.
 */
function settledServices(draft: PickupDraft, ctx: BookingContext): PickupDraft {
  const settled = pickupDraftForSubmit(draft, ctx);
  return {
    ...draft,
    pickupRequired: draft.pickupRequired === SERVICE_UNSET ? settled.pickupRequired : draft.pickupRequired,
    deliveryRequired: draft.deliveryRequired === SERVICE_UNSET ? settled.deliveryRequired : draft.deliveryRequired,
  };
}

export async function checkPickupDraft(db: Db, companyId: number, draft: PickupDraft, now: number, quote: QuotedFields | null): Promise<CheckedDraft> {
  const { errors, outcome, routed, checked } = await checkBooking(db, companyId, draft, now, {
    rules(ctx) {
      // A converted quote's services are fixed by the quote (its locks say so when they differ).
      const booked = quote ? draft : settledServices(draft, ctx);
      const rules = pickupDraftCheck(booked, ctx);
      return { errors: [...rules.errors, ...(quote ? quotedBookingErrors(booked, quote) : [])], outcome: { booked, schedule: rules.schedule } };
    },
  });
  if (errors.length > 0) throw badRequest(...errors);
  // No message means both suburbs, the route and the schedule were found: this cannot happen.
  if (!routed || !outcome.schedule) throw badRequest(SERVER_MESSAGES.badRequest);
  return {
    ...checked,
    draft: outcome.booked,
    schedule: outcome.schedule,
    // The copy-to e-mail belongs to Create Consignment, after booking: kept only when valid.
    extraEmail: extraEmailError(draft.ExtraEmail) ? '' : draft.ExtraEmail.trim(),
  };
}
