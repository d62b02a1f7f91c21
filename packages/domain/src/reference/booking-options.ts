import type { BookingOptions, BookingOptionsAnswer, Gazetteer } from '../api/reference';

// The options the booking wizards read, put together in the browser from a company's options
// answer and the gazetteer it names (decision 0028). The rate options keep the order of one
// answer before it: the company's own card, then the General card.

export function joinBookingOptions({ gazetteer: _hash, rates, ...company }: BookingOptionsAnswer, gazetteer: Gazetteer): BookingOptions {
  return { ...company, suburbs: gazetteer.suburbs, depots: gazetteer.depots, rates: [...rates, ...gazetteer.rates] };
}
