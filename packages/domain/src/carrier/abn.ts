// The Australian Business Number of a customer company (issue 26). The ATO's rule: subtract 1
// from the first digit, weight the 11 digits 10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, and the sum
// is a multiple of 89. 89 is prime and every weight is below it, so one mistyped digit always
// breaks the sum, and so does any swap of two different digits.

export const ABN_DIGITS = 11;
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;
const MODULUS = 89;

/** The 11 digits of a typed ABN, spaces removed; undefined when it is not 11 digits. */
export function abnDigits(text: string): string | undefined {
  const digits = text.replace(/\s+/g, '');
  return /^\d{11}$/.test(digits) ? digits : undefined;
}

/** Whether 11 digits add up by the ATO's rule. */
function checkDigitsAddUp(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < ABN_DIGITS; i += 1) {
    const digit = Number(digits[i]) - (i === 0 ? 1 : 0);
    sum += digit * WEIGHTS[i]!;
  }
  return sum % MODULUS === 0;
}

/**
 * A typed ABN that is 11 digits and passes the ATO's check. The first two digits are the check
 * digits, which the ATO makes 10 to 99, so a leading 0 is never an ABN even where the sum works.
 */
export function isValidAbn(text: string): boolean {
  const digits = abnDigits(text);
  return digits !== undefined && digits[0] !== '0' && checkDigitsAddUp(digits);
}

/** '51824753556' -> '51 824 753 556', as the ATO writes it; other text comes back trimmed. */
export function formatAbn(text: string): string {
  const digits = abnDigits(text);
  if (!digits) return text.trim();
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}
