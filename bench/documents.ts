import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { renderConsignmentNote } from '../apps/server/src/modules/documents/render/consignment-note';
import { renderLabels } from '../apps/server/src/modules/documents/render/labels';
import { renderPod } from '../apps/server/src/modules/documents/render/pod';
import { buildConsignmentDocument, buildLabelsDocument, buildPodDocument } from '../apps/server/src/modules/documents/render/test-documents';

// PDF rendering in this process (DESIGN.md 'Documents'): how long each document takes, how many
// a second one process renders, and how long the event loop stalls while documents render side
// by side, which is what another customer's request waits for. Printed, never asserted.

interface Kind {
  name: string;
  render: () => Promise<Buffer>;
}

// Built once: the bench times rendering, not the test factories (the POD's PNG especially).
const con = buildConsignmentDocument();
const label1 = buildLabelsDocument({ count: 1 });
const label20 = buildLabelsDocument({ count: 20 });
const pod = buildPodDocument();
const KINDS: Kind[] = [
  { name: 'label, 1 item', render: () => renderLabels(label1) },
  { name: 'labels, 20 items', render: () => renderLabels(label20) },
  { name: 'consignment note', render: () => renderConsignmentNote(con) },
  { name: 'proof of delivery', render: () => renderPod(pod) },
];

export interface DocumentTiming {
  name: string;
  medianMs: number;
  perSecond: number;
  bytes: number;
}

export interface StallResult {
  documents: number;
  concurrency: number;
  seconds: number;
  maxStallMs: number;
  p99StallMs: number;
}

/** Each kind rendered `runs` times one after another, after a warm-up. */
export async function documentTimings(runs = 200, warmUp = 30): Promise<DocumentTiming[]> {
  const timings: DocumentTiming[] = [];
  for (const kind of KINDS) {
    for (let i = 0; i < warmUp; i += 1) await kind.render();
    const samples: number[] = [];
    let bytes = 0;
    const started = performance.now();
    for (let i = 0; i < runs; i += 1) {
      const t = performance.now();
      bytes = (await kind.render()).length;
      samples.push(performance.now() - t);
    }
    const elapsed = performance.now() - started;
    samples.sort((a, b) => a - b);
    timings.push({ name: kind.name, medianMs: samples[Math.floor(runs / 2)]!, perSecond: (runs * 1000) / elapsed, bytes });
  }
  return timings;
}

/** A mixed load, `concurrency` documents at a time for `seconds`, under an event-loop delay histogram. */
export async function eventLoopStall(concurrency = 8, seconds = 3): Promise<StallResult> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const until = performance.now() + seconds * 1000;
  let documents = 0;
  histogram.enable();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = worker; performance.now() < until; i += 1) {
        await KINDS[i % KINDS.length]!.render();
        documents += 1;
      }
    }),
  );
  histogram.disable();
  const ms = (ns: number) => ns / 1e6;
  return { documents, concurrency, seconds, maxStallMs: ms(histogram.max), p99StallMs: ms(histogram.percentile(99)) };
}

const verdict = (met: boolean, target: string) => `(target ${target}: ${met ? 'met' : 'MISSED'})`;

export function printDocumentFigures(timings: DocumentTiming[], stall: StallResult): void {
  console.log('\nDocuments (pdfkit, rendered in this process one after another):');
  for (const t of timings) {
    // The 100 docs/s target is for one-page documents; 20 labels are 20 pages, so that row only reports.
    const targets = t.name === 'labels, 20 items' ? '' : `  ${verdict(t.perSecond >= 100, '>= 100 docs/s')}`;
    const labelTarget = t.name === 'label, 1 item' ? `  ${verdict(t.medianMs <= 20, '<= 20 ms')}` : '';
    console.log(
      `  ${t.name.padEnd(20)} median ${t.medianMs.toFixed(1).padStart(6)} ms  ${t.perSecond.toFixed(0).padStart(5)} docs/s  ` +
        `${(t.bytes / 1024).toFixed(1).padStart(6)} KB${targets}${labelTarget}`,
    );
  }
  console.log(
    `  Event loop while rendering a mix, ${stall.concurrency} at a time for ${stall.seconds} s (${stall.documents} documents, ` +
      `${(stall.documents / stall.seconds).toFixed(0)} docs/s): longest stall ${stall.maxStallMs.toFixed(1)} ms, ` +
      `p99 ${stall.p99StallMs.toFixed(1)} ms  ${verdict(stall.maxStallMs < 50, '< 50 ms')}\n`,
  );
}

// `npx tsx bench/documents.ts` runs this part alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printDocumentFigures(await documentTimings(), await eventLoopStall());
}
