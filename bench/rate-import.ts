import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ImportPreview } from '@portal/domain/carrier/pricing-calls';
import { CARRIER_PATH } from '@portal/domain/constants';
import { laneToRow, sheetBandCount, sheetHeadings } from '@portal/domain/pricing/lane-sheet';
import type { RateLane } from '@portal/domain/pricing/rate-lane';
import { buildRateLane, WORKED_BANDS } from '@portal/domain/pricing/test-lanes';
import type { Db } from '../apps/server/src/db/database';
import { insertVersion } from '../apps/server/src/modules/pricing/service';
import { csvFile, xlsxFile } from '../apps/server/src/modules/pricing/sheet-files';
import { forgetTariff } from '../apps/server/src/modules/reference/tariff';
import { buildFreightType } from '../apps/server/src/test/factories';
import { signedInStaff } from '../apps/server/src/test/staff';
import { startBenchServer } from './bench-server';
import { getRaw } from './options-answer';

// The preview of an import of 50,000 lanes (issue 27: under 3 s on SQLite), over HTTP as the
// desk sends it (the file in base64 in a JSON body), beside the bare route measured in the same
// run: the file read, every row checked, compared lane by lane with a 50,000-lane version and the
// preview stored. A tenth of the lanes change, 500 are new and 500 are gone. Run alone with
// `npx tsx rate-import.ts` in bench/, or as part of run-all.ts.

const LANES = 50_000;
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);

export interface ImportTiming {
  format: 'csv' | 'xlsx';
  fileBytes: number;
  /** Each run's milliseconds, sorted. */
  ms: number[];
  /** This process's CPU milliseconds for each run, sorted: the server's work, steadier than the clock on a busy machine. */
  cpuMs: number[];
  counts: ImportPreview['counts'];
}

export interface RateImportFigures {
  bareMs: number;
  timings: ImportTiming[];
  /** Applying the CSV's preview: 50,000 lanes written in one transaction (reported, no target). */
  applyMs: number;
}

/** 50,000 lane keys: every depot pair of the demo network, both ways, default and special, over enough freight types. */
async function benchLanes(db: Db): Promise<RateLane[]> {
  const depots = (await db.selectFrom('depots').select('code').orderBy('code').execute()).map((d) => d.code);
  const perType = depots.length * depots.length * 2;
  const types = await Promise.all(Array.from({ length: Math.ceil(LANES / perType) }, (_, i) => buildFreightType(db, `Bench freight ${i + 1}`)));
  forgetTariff(db);
  const lanes: RateLane[] = [];
  for (const freightType of types)
    for (const depotFrom of depots)
      for (const depotTo of depots)
        for (const isDefault of [true, false]) {
          const n = lanes.length;
          if (n === LANES) return lanes;
          const breaks = n % 5 === 0 ? { method: 'cumulative' as const, bands: WORKED_BANDS } : null;
          lanes.push(buildRateLane({ depotFrom, depotTo, freightType, isDefault, basicCharge: 20 + (n % 400) / 10, ratePerKg: 0.2 + (n % 997) / 10_000, breaks }));
        }
  return lanes;
}

/** The file's lanes: a tenth with a rate 5% up, the version's first 500 gone, and 500 new (those 500 again as General). */
function fileLanes(base: readonly RateLane[]): RateLane[] {
  const kept = base.slice(500).map((lane, i) => (i % 10 === 0 ? { ...lane, ratePerKg: Math.round(lane.ratePerKg * 1.05 * 10_000) / 10_000 } : lane));
  const added = base.slice(0, 500).map((lane) => ({ ...lane, freightType: 'General' }));
  return [...kept, ...added];
}

async function post(url: string, token: string, body: string) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  const answer = (await response.json()) as unknown;
  const { user, system } = process.cpuUsage(cpu);
  if (response.status !== 200) throw new Error(`POST ${url}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return { ms: performance.now() - started, cpuMs: (user + system) / 1000, answer };
}

/**
 * The version to import into, and each format's request body. Only the bodies outlive this: the
 * lanes and rows built here would otherwise sit in the server's heap (this process) and slow its
 * collections as no real server's would be.
 */
async function importSetUp(db: Db): Promise<{ versionId: number; bodies: Record<'csv' | 'xlsx', { text: string; fileBytes: number }> }> {
  const lanes = await benchLanes(db);
  const versionId = await insertVersion(db, { companyId: null, label: 'Bench', source: 'The bench', createdAt: Date.now(), createdBy: null, charges: null }, lanes, new Map());
  const file = fileLanes(lanes);
  const bands = sheetBandCount(file);
  const headings = sheetHeadings(bands);
  const rows = file.map((lane) => laneToRow(lane, bands));
  const body = (format: 'csv' | 'xlsx', bytes: Buffer) => ({ text: JSON.stringify({ fileName: `bench.${format}`, content: bytes.toString('base64') }), fileBytes: bytes.length });
  return { versionId, bodies: { csv: body('csv', csvFile([headings, ...rows])), xlsx: body('xlsx', await xlsxFile('Lanes', headings, rows)) } };
}

export async function rateImportFigures(app: FastifyInstance, db: Db, base: string): Promise<RateImportFigures> {
  const clock = { now: Date.now, advance: () => undefined, set: () => undefined };
  const { token } = await signedInStaff(app, db, clock, 'Pricing');
  const { versionId, bodies } = await importSetUp(db);
  const url = `${base}${CARRIER_PATH}pricing/versions/${versionId}/imports`;
  const bare: number[] = [];
  const timings: ImportTiming[] = [];
  let csvImport = 0;
  for (const format of ['csv', 'xlsx'] as const) {
    const ms: number[] = [];
    const cpuMs: number[] = [];
    let preview: ImportPreview | undefined;
    for (let run = 0; run < RUNS; run++) {
      for (let i = 0; i < 20; i++) bare.push((await getRaw(`${base}/bench/bare`, {})).ms);
      const timed = await post(url, token, bodies[format].text);
      ms.push(timed.ms);
      cpuMs.push(timed.cpuMs);
      preview = timed.answer as ImportPreview;
    }
    if (format === 'csv') csvImport = preview!.importId;
    const sorted = (list: number[]) => list.sort((a, b) => a - b);
    timings.push({ format, fileBytes: bodies[format].fileBytes, ms: sorted(ms), cpuMs: sorted(cpuMs), counts: preview!.counts });
  }
  const applied = await post(`${base}${CARRIER_PATH}pricing/imports/${csvImport}/apply`, token, '{}');
  bare.sort((a, b) => a - b);
  return { bareMs: bare[Math.floor(bare.length / 2)]!, timings, applyMs: applied.ms };
}

const verdict = (met: boolean, target: string) => `(target ${target}: ${met ? 'met' : 'MISSED'})`;

export function printRateImportFigures(f: RateImportFigures, database: string): void {
  console.log(`\nRate sheet import, preview of ${LANES.toLocaleString('en-AU')} lanes against a version of as many, over HTTP, ${database}:`);
  console.log(`  bare Fastify route       median ${f.bareMs.toFixed(2)} ms`);
  for (const t of f.timings) {
    const median = t.ms[Math.floor(t.ms.length / 2)]!;
    const cpu = t.cpuMs[Math.floor(t.cpuMs.length / 2)]!;
    console.log(
      `  ${`preview, ${t.format.toUpperCase()} ${(t.fileBytes / 1024 / 1024).toFixed(1)} MB`.padEnd(24)} median ${Math.round(median)} ms ` +
        `(${t.ms.map(Math.round).join(', ')}), ${Math.round(median / f.bareMs).toLocaleString('en-AU')}x bare, CPU ${Math.round(cpu)} ms  ${verdict(median < 3000, '< 3 s')}`,
    );
    const { added, changed, removed, unchanged, errors } = t.counts;
    console.log(`    ${added} added, ${changed} changed, ${removed} removed, ${unchanged} unchanged, ${errors} bad rows`);
  }
  console.log(`  apply of the CSV's preview (a new draft of ${LANES.toLocaleString('en-AU')} lanes, one transaction): ${Math.round(f.applyMs)} ms\n`);
}

// `npx tsx bench/rate-import.ts` runs this part alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { app, db, config, base, dataDir } = await startBenchServer();
  try {
    printRateImportFigures(await rateImportFigures(app, db, base), config.database.kind);
  } finally {
    await app.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
