import { isEmail } from '../validation/email';
import { BOOKED_BY_MAX, EXTRA_EMAIL_MAX } from './schedule-constants';
import { SCHEDULE_MESSAGES } from './schedule-messages';

// Fields every booking asks beside its schedule (spec 02 section 5 'Scheduling'): who booked the
// freight and the copy-to e-mail. Kept apart from the pickup cut-off rules, which carry the
// holiday calendar, so drop freight's screens can check them without loading it.

/** '"Freight booked by"': required, at most 20 characters. */
export function bookedByError(bookedBy: string): string | undefined {
  if (bookedBy.trim() === '') return SCHEDULE_MESSAGES.bookedByEmpty;
  return bookedBy.length > BOOKED_BY_MAX ? SCHEDULE_MESSAGES.bookedByTooLong : undefined;
}

/** The optional copy-to e-mail: empty, or an address of at most 200 characters. */
export function extraEmailError(email: string): string | undefined {
  if (email.length > EXTRA_EMAIL_MAX) return SCHEDULE_MESSAGES.extraEmailTooLong;
  const text = email.trim();
  return text !== '' && !isEmail(text) ? SCHEDULE_MESSAGES.extraEmailInvalid : undefined;
}
