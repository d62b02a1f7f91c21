import { quoteConvertedTo } from '@portal/domain/quote/quote-accept';

// Server texts of the quote calls; the spec leaves them to us ('Server error catalogue: not
// shown'). Accept failures have no full stop: the browser shows them inside
// 'Not able to accept the quote: {server message}.' (spec 02 section 8).

export const QUOTE_MESSAGES = {
  notFound: (quoteNumber: string) => (quoteNumber ? `Quote ${quoteNumber} was not found.` : 'The quote was not found.'),
  alreadyAccepted: (quoteNumber: string) => `Quote ${quoteNumber} has already been accepted`,
  expired: (quoteNumber: string) => `Quote ${quoteNumber} has expired, please request a new quote`,
  accepted: (quoteNumber: string) => `Quote ${quoteNumber} has been accepted.`,
  duplicated: (from: string, to: string) => `Quote ${from} has been copied to ${to}.`,
} as const;

/** Converting a quote to a pickup or to drop freight: refusals of the quote's state (spec 02 sections 4 and 6). */
export const QUOTE_CONVERT_MESSAGES = {
  /** `to`: what the quote would become, 'a pickup' or 'drop freight'. */
  notAccepted: (quoteNumber: string, to: string) => `Quote ${quoteNumber} has not been accepted, so it cannot be converted to ${to}.`,
  expired: (quoteNumber: string) => `Quote ${quoteNumber} has expired, please request a new quote.`,
  converted: quoteConvertedTo,
} as const;
