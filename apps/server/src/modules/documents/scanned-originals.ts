// The scanned original of a consignment note: the paper note signed at pickup, scanned at the
// depot and sent in by the carrier's operations API. The consignment is flagged scanned with it.

export const SCANNED_MAX_BYTES = 5 * 1024 * 1024;

export const SCANNED_MESSAGES = {
  missing: 'The scanned original is required.',
  tooLarge: `The scanned original cannot be larger than ${SCANNED_MAX_BYTES / 1024 / 1024} MB.`,
  wrongType: 'The scanned original must be a PDF or a PNG file.',
} as const;

/** The file's content type by its first bytes, or the error. */
export function scannedContentType(bytes: Buffer): { contentType: string } | { error: string } {
  if (bytes.length === 0) return { error: SCANNED_MESSAGES.missing };
  if (bytes.length > SCANNED_MAX_BYTES) return { error: SCANNED_MESSAGES.tooLarge };
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { contentType: 'application/pdf' };
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { contentType: 'image/png' };
  return { error: SCANNED_MESSAGES.wrongType };
}

