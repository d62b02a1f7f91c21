// Unexpected errors in the browser (spec 02 section 8: 'Unexpected exceptions during freight ID
// updates go to an error-reporting service'; issue 12): what a report carries and how it is kept
// free of personal data, for the browser that sends it and the service that logs it.

/** 'error': window.onerror; 'rejection': an unhandled promise rejection; 'caught': reported by our code. */
export const ERROR_KINDS = ['error', 'rejection', 'caught'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface ErrorReport {
  kind: ErrorKind;
  message: string;
  stack: string;
  /** The screen's route ('#/pickup/existing'), without query or navigation state. */
  screen: string;
  /** The web build that ran (its entry chunk, content-hashed). */
  release: string;
}

export const ERROR_REPORT_LIMITS = { message: 500, stack: 4000, screen: 200, release: 200 } as const;

/** At most this many reports a minute from one page, and from one address at the service. */
export const ERROR_REPORTS_PER_MINUTE = { page: 5, address: 30 } as const;

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
// Phone numbers, ABNs and the like: six or more digits, perhaps spaced.
const LONG_NUMBER = /\+?\d[\d ()-]{4,}\d/g;
const QUERY = /\?[^\s)"']*/g;

/** A text with e-mail addresses, long numbers and URL queries taken out, cut to `max` characters. */
export function withoutPersonalData(text: string, max: number): string {
  return text.replace(EMAIL, '[email]').replace(QUERY, '').replace(LONG_NUMBER, '[number]').slice(0, max);
}
