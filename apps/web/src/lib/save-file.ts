/** How long an object URL outlives its download: the browser reads it after the click returns. */
const REVOKE_AFTER_MS = 60_000;

/** Saves a file the browser holds under its name, as a download: a PDF, a rate sheet. */
export function saveFile(blob: Blob, fileName: string): void {
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
