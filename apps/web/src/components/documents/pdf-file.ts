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
