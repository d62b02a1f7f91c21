// Scheduling constants (spec 02 section 9). Clock times are minutes after local midnight in the
// pickup state's time zone.

const HOUR = 60;

/** Standard pickup cut-off 11:00: a request after it for today moves to the next business day. */
export const PICKUP_CUT_OFF_MINUTES = 11 * HOUR;
/** The 'closing check 4:00PM'. */
export const CLOSING_CHECK_MINUTES = 16 * HOUR;
/** The collection window needed before 4:00PM and before the business closing time. */
export const COLLECTION_WINDOW_MINUTES = 4 * HOUR;
/** Same-day delivery (drop freight receivals) cut-offs. */
export const CHILLED_RECEIVAL_CUT_OFF_MINUTES = 11 * HOUR;
export const GENERAL_RECEIVAL_CUT_OFF_MINUTES = 13 * HOUR;

/** A ready time at most this far in the past is still accepted. */
export const READY_PAST_TOLERANCE_MINUTES = 5;
/** The horizon: 15 days from today's midnight, so the last schedulable day is today + 14. */
export const SCHEDULE_HORIZON_DAYS = 15;

/** Text limits (spec 02 section 9). */
export const BOOKED_BY_MAX = 20;
export const EXTRA_EMAIL_MAX = 200;

