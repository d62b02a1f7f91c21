// A proof of delivery's rules (spec 02 sections 2 and 7; DESIGN.md 'Documents, tracking and
// operations'): who signed, and the signature as a PNG, checked and size-limited. The operations
// API, the back office's manual POD and its form in the browser read the same texts and limits.

export const SIGNED_BY_MAX = 50;

export const POD_MESSAGES = {
  signedByRequired: 'The name of the person who signed is required.',
  signedByTooLong: `The name of the person who signed cannot be longer than ${SIGNED_BY_MAX} characters.`,
  exists: (conNumber: string) => `A proof of delivery for ${conNumber} is on file already.`,
  none: (conNumber: string) => `There is no proof of delivery for ${conNumber}.`,
  /** A POD recorded by hand in the back office may come without a signature (issue 26). */
  noSignature: 'No signature was taken: the delivery was recorded by the carrier.',
} as const;

/** A signature is a few kilobytes; these bound what a handheld or a browser may send. */
export const SIGNATURE_MAX_BYTES = 256 * 1024;
export const SIGNATURE_MAX_SIDE = 2000;

export const SIGNATURE_MESSAGES = {
  missing: 'A signature image is required.',
  tooLarge: `The signature image cannot be larger than ${SIGNATURE_MAX_BYTES / 1024} KB.`,
  notPng: 'The signature image must be a PNG file.',
  tooWide: `The signature image cannot be wider or taller than ${SIGNATURE_MAX_SIDE} pixels.`,
} as const;

/** The name's error, or null: required, at most SIGNED_BY_MAX characters once trimmed. */
export function signedByError(typed: string): string | null {
  const signedBy = typed.trim();
  if (signedBy === '') return POD_MESSAGES.signedByRequired;
  return signedBy.length > SIGNED_BY_MAX ? POD_MESSAGES.signedByTooLong : null;
}
