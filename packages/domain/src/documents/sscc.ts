// The Serial Shipping Container Code of a logistic label (GS1 General Specifications 2.2.1 and
// 7.9.1): application identifier (00), then 18 digits: an extension digit, the carrier's GS1
// company prefix, a serial reference filling the rest, and the GS1 mod-10 check digit.

export const SSCC_DIGITS = 18;
/** GS1 company prefixes run from 7 to 10 digits (longer ones exist only for small allocations). */
export const COMPANY_PREFIX_DIGITS = { min: 7, max: 10 } as const;
/** GS1's own example prefix: a demo value that belongs to no carrier. */
export const DEMO_GS1_COMPANY_PREFIX = '0614141';

/**
 * The GS1 mod-10 check digit: from the rightmost digit leftwards, weights 3, 1, 3, ...; the check
 * digit brings the sum up to a multiple of ten. The outer `% 10` keeps a sum that is already a
 * multiple of ten at 0 rather than 10.
 */
export function gs1CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError(`GS1 check digit of non-digits '${digits}'`);
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i -= 1, weight = 4 - weight) {
    sum += (digits.charCodeAt(i) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

export function companyPrefixError(prefix: string): string | null {
  const { min, max } = COMPANY_PREFIX_DIGITS;
  return new RegExp(`^\\d{${min},${max}}$`).test(prefix) ? null : `A GS1 company prefix is ${min} to ${max} digits, not '${prefix}'.`;
}

/** How many serials a company prefix leaves room for. */
export function ssccSerialCapacity(prefix: string): number {
  return 10 ** (SSCC_DIGITS - 2 - prefix.length);
}

/** The 18 digits of an SSCC (without the '(00)'). */
export function ssccOf(extension: number, companyPrefix: string, serial: number): string {
  const prefixError = companyPrefixError(companyPrefix);
  if (prefixError) throw new RangeError(prefixError);
  if (!Number.isInteger(extension) || extension < 0 || extension > 9) throw new RangeError(`SSCC extension digit ${extension}`);
  if (!Number.isInteger(serial) || serial < 0 || serial >= ssccSerialCapacity(companyPrefix)) {
    throw new RangeError(`SSCC serial ${serial} does not fit beside prefix ${companyPrefix}`);
  }
  const body = `${extension}${companyPrefix}${String(serial).padStart(SSCC_DIGITS - 2 - companyPrefix.length, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** Whether 18 digits end in their right check digit. */
export function isValidSscc(sscc: string): boolean {
  return /^\d{18}$/.test(sscc) && gs1CheckDigit(sscc.slice(0, 17)) === Number(sscc[17]);
}

/** The human-readable line under the barcode: '(00) 1 0614141 000000001 7' grouped as GS1 prints it. */
export function ssccText(sscc: string): string {
  return `(00) ${sscc}`;
}
