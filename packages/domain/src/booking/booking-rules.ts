import { suburbValueOf } from '../api/party';
import type { SavedAddress } from '../api/reference';
import { routeCheck, type RouteCheck } from '../details/route-rules';
import type { QuoteContext } from '../quote/quote-rules';
import type { BookingFields, ConsignedBookingFields } from './booking';

// The rules every booking the carrier carries out (a pickup, a drop freight) shares: its route
// between the parties' suburbs, the state whose clock and holidays it keeps, and what a quote it
// converts fixes.

/** What a booking's step rules know beyond the draft: the quote's context and the company's. */
export interface BookingContext extends QuoteContext {
  /** The company's saved addresses: a party's key must name one of them (or be '' or 'new'). */
  addresses: readonly SavedAddress[];
  /** The company's name, for the Accounts step's answer. */
  company: string;
  /** The injected clock. */
  now: Date;
}

/** The route between the sender's and the receiver's suburbs, and its rates. */
export function bookingRoute(draft: Pick<ConsignedBookingFields, 'sender' | 'receiver'>, ctx: QuoteContext): RouteCheck {
  return routeCheck(suburbValueOf(draft.sender), suburbValueOf(draft.receiver), ctx);
}

/**
 * The booking's state (the sender suburb's): its clock and public holidays, where the freight is
 * picked up or dropped in; '' until the suburb is known.
 */
export function bookingState(draft: Pick<ConsignedBookingFields, 'sender'>, ctx: Pick<QuoteContext, 'findSuburb'>): string {
  return ctx.findSuburb(suburbValueOf(draft.sender))?.state ?? '';
}

/** A booking converted from a quote keeps what the quote fixed: its route, freight and services (spec 02 section 4). */
export const quoteLocked = (draft: Pick<BookingFields, 'quoteNumber'>) => draft.quoteNumber !== '';
