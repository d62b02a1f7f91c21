import PDFDocument from 'pdfkit';

// One way to start and finish a PDF, so every document gets the same metadata and the same
// promise of its bytes, and rendering yields to the event loop the same way everywhere.

export type Pdf = PDFKit.PDFDocument;

/** A4 portrait in points (ISO 216: 210 x 297 mm). */
export const A4: [number, number] = [595.28, 841.89];

/**
 * Margins are 0: every renderer places its own text by coordinates, and pdfkit's automatic page
 * break (which fires when text passes the bottom margin) must never add a page behind our back.
 */
export function startPdf(size: [number, number], title: string, bufferPages = false): Pdf {
  return new PDFDocument({
    size,
    margin: 0,
    bufferPages,
    info: { Title: title, Author: 'Freight portal', Creator: 'Freight portal' },
  });
}

/** Ends the document and resolves with its complete bytes. */
export async function finishPdf(doc: Pdf): Promise<Buffer> {
  // Even a one-page document gives the event loop a turn before its last piece of work.
  await yieldToEventLoop();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

// Renderers yield between pages (DESIGN.md: heavy rendering must not stall other customers).
// A plain setImmediate is not enough: Node runs every immediate queued before its check phase
// in one go, so eight documents yielding together would still run eight pages back to back
// (measured: 55 ms stalls). Instead the waiting renderers form one queue and each turn of the
// event loop resumes only the first of them, so a stall is one page, whatever the concurrency,
// and pending I/O (other requests) is polled between every two pages.
const waiting: (() => void)[] = [];
let resumeScheduled = false;

function resumeNext(): void {
  const next = waiting.shift();
  // Scheduled from within the check phase, the next resume runs on the next turn of the loop.
  resumeScheduled = waiting.length > 0;
  if (resumeScheduled) setImmediate(resumeNext);
  next?.();
}

/** Resolves on a later turn of the event loop, one waiting renderer a turn. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!resumeScheduled) {
      resumeScheduled = true;
      setImmediate(resumeNext);
    }
  });
}
