import type { PickupDraft } from '@portal/domain/api/pickup';
import type { BookingContext } from '@portal/domain/booking/booking-rules';
import { quotedBookingErrors, type QuotedFields } from '@portal/domain/booking/quoted-booking';
import { pickupDraftCheck } from '@portal/domain/pickup/pickup-rules';
import { SERVICE_UNSET } from '@portal/domain/services/service-values';
import { pickupDraftForSubmit } from '@portal/domain/wizard/pickup-step-rules';

// A pickup's own rules in the server's booking check (bookings/service.ts checkBooking): the
// browser's step rules on the draft as it is booked, and a converted quote's locks.

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

/** The pickup's messages, the draft as booked and its schedule. */
export function pickupRules(draft: PickupDraft, ctx: BookingContext, quote: QuotedFields | null) {
  // A converted quote's services are fixed by the quote (its locks say so when they differ).
  const booked = quote ? draft : settledServices(draft, ctx);
  const rules = pickupDraftCheck(booked, ctx);
  return { errors: [...rules.errors, ...(quote ? quotedBookingErrors(booked, quote) : [])], outcome: { booked, schedule: rules.schedule } };
}
