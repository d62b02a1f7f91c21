import { BLANK_PARTY, type Party } from '@portal/domain/api/party';
import type { QuoteDraft } from '@portal/domain/api/quote';
import type { BookingOptions } from '@portal/domain/api/reference';
import type { CustomerDefaults } from '@portal/domain/api/session';
import { BOOKED_BY_MAX } from '@portal/domain/schedule/schedule-constants';
import { chooseSavedAddress, detailsFromQuote, MANUAL_KEY } from '@portal/domain/details/details-state';
import { resetFreight } from '@portal/domain/freight/freight-list';
import { suburbFinder } from './steps/details/details-value';

// What a new pickup or drop freight starts from: the company's defaults, or an accepted quote
// (spec 02 sections 3 and 4). The convert wizards' navigation state is read here too.

/** /quote/convert and /quote/dropfreight: the accepted quote the next wizard starts from. */
export interface ConvertQuoteState {
  quoteNumber: string;
  /** The quote as posted (suburb values, line items with their server ids). */
  quote: QuoteDraft;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The quote to convert, or null when the state carries none ('You do not have a quotation to convert'). */
export function convertStateOf(state: unknown): ConvertQuoteState | null {
  if (!isRecord(state) || typeof state.quoteNumber !== 'string' || state.quoteNumber === '') return null;
  const { quote } = state;
  if (!isRecord(quote) || !Array.isArray(quote.freightList) || typeof quote.sender !== 'string') return null;
  return { quoteNumber: state.quoteNumber, quote: quote as unknown as QuoteDraft };
}

/** Freight Booked By starts as the signed-in user's name when it fits. */
export const bookedByOf = (userName: string) => (userName.length <= BOOKED_BY_MAX ? userName : '');

/** The company's usual sender (customerDefaults.defaultSender): its saved address, else its suburb. */
export function defaultSenderParty(options: BookingOptions): Party {
  const sender = options.customerDefaults.defaultSender;
  if (!sender) return { ...BLANK_PARTY };
  const address = options.addresses.find((a) => a.id === sender.id);
  if (address) return chooseSavedAddress(address);
  const suburb = suburbFinder(options.suburbs)(`${sender.suburb}, ${sender.state}, ${sender.postCode}`);
  return suburb ? { ...BLANK_PARTY, key: MANUAL_KEY, suburb: suburb.suburb, state: suburb.state, postCode: suburb.postCode } : { ...BLANK_PARTY };
}

/**
 * What a quote fixes of the booking converted from it: its suburbs (locked by the quote number),
 * references, freight, dangerous goods and services (spec 02 section 4). Instructions are the
 * quote's when it has some.
 */
export function quotedBookingFields({ quoteNumber, quote }: ConvertQuoteState, options: BookingOptions) {
  const details = detailsFromQuote({ ...quote, quoteNumber }, suburbFinder(options.suburbs));
  return {
    sender: details.sender,
    receiver: details.receiver,
    poNumber: details.poNumber,
    customerRef: details.pickupRef,
    quoteNumber,
    freightList: quote.freightList.length > 0 ? quote.freightList : resetFreight(),
    ppi: quote.ppi,
    _dgHas: quote._dgHas,
    dgClasses: quote.dgClasses,
    pickupRequired: quote.pickupRequired,
    deliveryRequired: quote.deliveryRequired,
    instructions: quote.instructions,
  };
}

type BlankOf<D> = (defaults: CustomerDefaults, bookedBy: string) => D;

/** A new pickup or drop freight: blank with the customer defaults, the usual sender, the user as Freight Booked By. */
export function newBooking<D extends { sender: Party }>(blank: BlankOf<D>, options: BookingOptions, userName: string): D {
  return { ...blank(options.customerDefaults, bookedByOf(userName)), sender: defaultSenderParty(options) };
}

/** A pickup or drop freight from an accepted quote: the quote's fields, the rest blank with the customer defaults. */
export function bookingFromQuote<D extends { instructions: string }>(blank: BlankOf<D>, convert: ConvertQuoteState, options: BookingOptions, userName: string) {
  const fresh = blank(options.customerDefaults, bookedByOf(userName));
  const quoted = quotedBookingFields(convert, options);
  return { ...fresh, ...quoted, instructions: quoted.instructions || fresh.instructions };
}
