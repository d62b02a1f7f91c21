// ABNs for the seeds (issue 26): nine digits of a serial and the two check digits the ATO's rule
// (domain carrier/abn.ts) gives them. The rule's sum is (first - 1) x 10 + second + the nine
// digits' weighted sum, that is the check digits' value - 10 + that sum, so the check digits are
// 10 plus what the sum lacks of a multiple of 89: 10 to 98, never a leading 0.

const BODY_WEIGHTS = [3, 5, 7, 9, 11, 13, 15, 17, 19] as const;
const MODULUS = 89;

/** A valid ABN's 11 digits for `serial` (0 to 999,999,999): distinct serials, distinct ABNs. */
export function seedAbn(serial: number): string {
  const body = String(serial).padStart(BODY_WEIGHTS.length, '0');
  const sum = BODY_WEIGHTS.reduce((total, weight, i) => total + weight * Number(body[i]), 0);
  return `${10 + ((MODULUS - (sum % MODULUS)) % MODULUS)}${body}`;
}
