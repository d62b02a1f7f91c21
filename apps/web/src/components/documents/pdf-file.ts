/**
 * The PDF behind a signed URL of documents/generate. The URL carries its own signature, so no
 * session header goes with it (DESIGN.md, 'Documents, tracking and operations').
 */
export async function fetchPdf(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF answered ${response.status}.`);
  const blob = await response.blob();
  // An iframe shows (and prints) a blob only as what its type says it is.
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

/** How long an object URL outlives its download: the browser reads it after the click returns. */
const REVOKE_AFTER_MS = 60_000;

/** Saves the PDF under the answer's file name (spec 02 section 9's names). */
export function savePdf(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
