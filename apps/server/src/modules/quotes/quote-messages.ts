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
