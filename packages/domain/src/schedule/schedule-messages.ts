// Scheduling texts (spec 02 section 5 'Scheduling', 'Pickup cut-off rules', 'Same-day delivery'),
// verbatim, each written once. The spec's own texts come first; the texts it leaves to us follow
// the style of its nearest one.

export const SCHEDULE_MESSAGES = {
  // Schedule Pickup.
  invalidReadyAtDate: 'Invalid ready at date',
  invalidReadyAtTime: 'Invalid ready at time',
  /** Pickups: no full stop. */
  readyInPast: 'Cannot be ready in the past',
  pickupBeyondHorizon: 'Pickups cannot be scheduled beyond 2 weeks',
  openAfterClose: 'Opening time cannot be later than closing time.',
  bookedByEmpty: '"Freight booked by" field cannot be empty.',
  reviewPickupInPast: 'Scheduled pickup time cannot be in the past.',

  // Schedule Drop In.
  /** Drop in: with a full stop. */
  dropInInPast: 'Cannot be ready in the past.',
  dropInBeyondHorizon: 'Drop Freight cannot be scheduled beyond 2 weeks',
  reviewDropInInPast: 'Scheduled drop in date cannot be in the past.',
  /** Texts the spec leaves to us, in its drop-in words (decision 0040). */
  invalidDropInDate: 'Invalid drop in date',
  /** Depots receive on business days only: in the words of the receivals cut-offs (decision 0040). */
  depotClosedDay: 'Depots do not receive freight on weekends or public holidays, Please select another date',

  // Extra (copy-to) e-mail.
  extraEmailTooLong: 'email cannot be longer than 200 characters',
  extraEmailInvalid: 'email is invalid',

  // Cut-off rules: message only, the pickup moves to the next business day.
  window4pm:
    'We require a 4 hour collection window between freight ready for collection and 4:00PM. Freight will be picked up on the next business day.',

  // Same-day delivery (drop freight receivals).
  chilledReceivalsClosed: 'Receivals for Freezer/ Chiller close at 11am, Please select another date',
  generalReceivalsClosed: 'Receivals for General Freight close at 1pm, Please select another date',

  // Texts the spec leaves to us.
  invalidOpenFrom: 'Invalid open from time',
  invalidClosedAfter: 'Invalid closed after time',
  bookedByTooLong: '"Freight booked by" field cannot be longer than 20 characters.',
  /** The 11am standard cut-off (spec 02 section 5 gives the rule, not its text). */
  cutOff11am: 'Pickup bookings for today close at 11am. Freight will be picked up on the next business day.',
  /** A ready day on a weekend or a public holiday of the pickup's state (DESIGN.md). */
  nonBusinessDay:
    'Pickups are not made on weekends or public holidays. Freight will be picked up on the next business day.',
} as const;

/**
 * 'A 4 hour window is also needed before the business closing time' (spec 02 section 5): the
 * 4:00PM message with the business's own closing time, written as the spec writes 4:00PM.
 */
export function closingWindowMessage(closingTime: string): string {
  return `We require a 4 hour collection window between freight ready for collection and the closing time of ${closingTime}. Freight will be picked up on the next business day.`;
}

/** '11am', '1pm', '2:30pm': a clock time as the spec's same-day receival texts write it. */
function receivalClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`}${h < 12 ? 'am' : 'pm'}`;
}

/**
 * The same-day receivals message of a depot whose receivals close at `cutOffMinutes` (decision
 * 0055): at the spec's 11am and 1pm it is the spec's text, letter for letter; a depot that closes
 * at another time gets the same sentence with its own time, so the message stays true.
 */
export function receivalsClosedMessage(chilled: boolean, cutOffMinutes: number): string {
  const freight = chilled ? 'Freezer/ Chiller' : 'General Freight';
  return `Receivals for ${freight} close at ${receivalClock(cutOffMinutes)}, Please select another date`;
}
