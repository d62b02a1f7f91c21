// Global constants of spec 01 section 9, shared by browser and server.

/** Every call gives up after this long ('Request timed out'). */
export const REQUEST_TIMEOUT_MS = 120_000;
/** The start-up session check gives up sooner. */
export const LOGIN_CHECK_TIMEOUT_MS = 60_000;
/**
 * The spec's unexplained 30000 ms constant: DESIGN.md makes it the idle margin,
 * so the client logs out just before the server's own idle limit.
 */
export const IDLE_MARGIN_MS = 30_000;
/** The fixed 2000 ms the spec subtracts as well. */
export const IDLE_EXTRA_MS = 2_000;
/** Idle limit used when there is no signed-in user. */
export const FALLBACK_IDLE_MS = 60_000;
/** The Session dialog counts down this many seconds, one a second. */
export const PROMPT_COUNTDOWN_SECONDS = 28;

/** A session ends this long after sign-in, however active (server rule). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Demo users' idle timeout (DESIGN.md): 20 minutes. */
export const DEFAULT_SESSION_TIMEOUT_MS = 20 * 60 * 1000;

export const NAME_MAX = 150;
export const USERNAME_MAX = 10;
export const EMAIL_MAX = 1000;
/** Server cap on the free-form settings phone (the spec gives phone no rule). */
export const PHONE_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;

/** Browser session storage key prefix, product specific (spec 01 section 3). */
export const STORAGE_KEY_PREFIX = 'freight-portal';
export const SESSION_STORAGE_KEY = `${STORAGE_KEY_PREFIX}:session`;

/** Service paths (DESIGN.md: the service contract). */
export const PORTAL_PATH = '/portal/';
export const TRACKING_API_PATH = '/api/track';

/** A day in milliseconds (calendar arithmetic in a time zone is schedule/zoned-time.ts's). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The carrier's back office: its calls (issue 26), apart from the customers' PORTAL_PATH. */
export const CARRIER_PATH = '/carrier/';
/** Staff tokens carry this prefix, so a call of the wrong kind is told apart from a forged token. */
export const STAFF_TOKEN_PREFIX = 'staff_';
/** The carrier area's key in the tab's session storage, beside (never inside) the customer's. */
export const STAFF_SESSION_STORAGE_KEY = 'freight-carrier:session';
