// Server texts of the drop-freight calls the spec leaves to us ('Server error catalogue: not
// shown'), plain sentences in the words of its own. The spec's texts (permission denials,
// 'Bad Request', '{number} not found', the quoting notices) are the domain's BOOKING_MESSAGES.

export const DROP_FREIGHT_MESSAGES = {
  created: (conNumber: string) => `Drop freight ${conNumber} has been started. It is booked once its details are complete.`,
  saved: (conNumber: string) => `Drop freight ${conNumber} has been saved.`,
  booked: (conNumber: string, depot: string, day: string) => `Drop freight ${conNumber} has been booked: please drop the freight in at the ${depot} depot on ${day}.`,
  copySent: (email: string) => `A copy has been sent to ${email}.`,
  alreadyBooked: (conNumber: string) => `Drop freight ${conNumber} has been booked and can no longer be changed.`,
  noAccessEdit: 'You do not have access to edit consignments.',
  quotedNeedsConvert: 'A drop freight from a quote is started by converting the quote.',
  draftNotDuplicable: (conNumber: string) => `Drop freight ${conNumber} is a draft and cannot be duplicated.`,
  quotedNotDuplicable: (conNumber: string, quoteNumber: string) =>
    `Drop freight ${conNumber} was converted from quote ${quoteNumber}, so it cannot be duplicated. Please request a new quote.`,
  duplicated: (from: string, to: string) => `Drop freight ${from} has been copied to ${to}.`,
  connoteAvailable: (conNumber: string) => `Consignment number ${conNumber} can be used.`,
  draftValid: 'The drop freight has no problems.',
} as const;
