// Passwords the tests choose as new ones, shared by the server's tests and the end-to-end specs.
// Each meets the spec's rules (01 section 5) and is well clear of the strength rule's threshold
// (decision 0033), whoever the user is: a test about something else must not fail on strength.

/** A strong new password: random words and digits. */
export const NEW_PASSWORD = 'Kettle-Harbour-42';

/** A second one, for tests that change a password twice. */
export const OTHER_NEW_PASSWORD = 'Copper#Wombat47';

/** Meets every rule of the spec, yet the estimator refuses it: a company's name and a year. */
export const GUESSABLE_PASSWORD = 'Acme#2026';
