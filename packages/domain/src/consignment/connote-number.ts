// Consignment note numbers (DESIGN.md 'Data': FP + 8 digits + a check digit). The 8 digits are
// the serial; the check digit is the Luhn digit of the serial, so a mistyped digit or two
// swapped neighbours on a hand-written manual connote are caught before any book is searched
// (docs/decisions/0019). Electronic connotes are numbered by the service from
// ELECTRONIC_SERIAL_BASE up; pre-printed books lie below it, so the two never meet.

export const CONNOTE_PREFIX = 'FP';
export const CONNOTE_SERIAL_DIGITS = 8;
/** The last serial there is: 8 digits. */
export const CONNOTE_SERIAL_MAX = 99_999_999;
/** Electronic serials are this plus the service's sequence (1, 2, ...); books stay below it. */
export const ELECTRONIC_SERIAL_BASE = 90_000_000;

/** Plain sentences of the manual connote check (spec 02 section 5: 'checked on the server'). */
export const CONNOTE_MESSAGES = {
  required: 'A consignment number is required.',
  invalidFormat: (text: string) =>
    `Consignment number ${text} is not valid: a consignment number is FP followed by 9 digits.`,
  invalidCheckDigit: (text: string) =>
    `Consignment number ${text} is not valid: its last digit does not match the others. Please check the number on the connote.`,
  notInBooks: (conNumber: string) => `Consignment number ${conNumber} is not from one of your company's connote books.`,
  alreadyUsed: (conNumber: string) => `Consignment number ${conNumber} has already been used.`,
} as const;

/** The Luhn check digit of a string of digits. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // Doubling starts at the rightmost digit: the check digit will stand to its right.
  for (let i = digits.length - 1, double = true; i >= 0; i -= 1, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** 'FP' + the serial in 8 digits + its check digit. */
export function connoteNumberOf(serial: number): string {
  if (!Number.isInteger(serial) || serial < 0 || serial > CONNOTE_SERIAL_MAX) throw new RangeError(`No connote serial ${serial}`);
  const digits = String(serial).padStart(CONNOTE_SERIAL_DIGITS, '0');
  return `${CONNOTE_PREFIX}${digits}${luhnCheckDigit(digits)}`;
}

/** The electronic connote of the service's n-th number (n from 1). */
export function electronicConnoteNumber(sequence: number): string {
  return connoteNumberOf(ELECTRONIC_SERIAL_BASE + sequence);
}

/** How a typed number is compared: no spaces, upper case ('fp 10000000 7' is FP100000007). */
export function normaliseConnoteNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export type ConnoteParse = { conNumber: string; serial: number } | { error: string };

/** A typed manual connote: its normalised number and serial, or the sentence saying what is wrong. */
export function parseConnoteNumber(text: string): ConnoteParse {
  const conNumber = normaliseConnoteNumber(text);
  if (conNumber === '') return { error: CONNOTE_MESSAGES.required };
  const match = /^FP(\d{8})(\d)$/.exec(conNumber);
  if (!match) return { error: CONNOTE_MESSAGES.invalidFormat(text.trim()) };
  const [, digits = '', check = ''] = match;
  if (luhnCheckDigit(digits) !== Number(check)) return { error: CONNOTE_MESSAGES.invalidCheckDigit(conNumber) };
  return { conNumber, serial: Number(digits) };
}

/** The check of a typed manual connote, for a form field: the sentence, or undefined when well formed. */
export function connoteNumberError(text: string): string | undefined {
  const parsed = parseConnoteNumber(text);
  return 'error' in parsed ? parsed.error : undefined;
}
