// A numbered drop freight not yet booked (decision 0040): kept on the server at status 2 with each
// step saved, swept once untouched for DROP_FREIGHT_DRAFT_DAYS, its number never issued again.
// The texts the browser shows about one, written once.

/** A draft untouched for this many days is swept (the lists cover as many: spec 02 section 9). */
export const DROP_FREIGHT_DRAFT_DAYS = 30;

export const DROP_FREIGHT_DRAFT_MESSAGES = {
  /** Finish on Create Consignment before the booking is made. */
  unbookedTitle: 'Drop Freight not Booked',
  unbooked: (conNumber: string) =>
    `Drop freight ${conNumber} has not been booked: Create Consignment books it. If you leave now it stays a draft, saved up to this step, and is removed after ${DROP_FREIGHT_DRAFT_DAYS} days without a change.`,
  leaveUnbooked: 'Leave without booking',
  stay: 'Stay',
} as const;
