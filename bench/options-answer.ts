import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { BookingOptionsAnswer } from '@portal/domain/api/reference';
import type { Session } from '@portal/domain/api/session';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/database';
import { openDatabase } from '../apps/server/src/db/database';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { toFlag } from '../apps/server/src/db/schema';
import { DEMO_ADDRESSES, DEMO_CARDS, insertAddresses, insertCustomerCard } from '../apps/server/src/db/seed/demo-booking';
import { ACME, COASTAL, DEMO_PASSWORD, ROLE } from '../apps/server/src/db/seed/demo-users';
import { buildCompany, buildUser } from '../apps/server/src/test/factories';
import { NO_RATE_LIMITS } from './no-rate-limits';

// The options answers at 200 companies (issue 12, decision 0028): the first GET /portal/quoteNew
// of each company never asked before, and its revalidation, one request at a time beside the bare
// route; then the gazetteer they all name, its size on the wire in each coding and its one
// compression. Run alone with `npx tsx options-answer.ts` in bench/, or as part of run-all.ts.

export interface WireAnswer {
  status: number;
  bytes: number;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent. */
  body: Buffer;
}

/** One GET, the body counted as sent (node's http does not decompress). */
export function getRaw(url: string, headers: Record<string, string>): Promise<WireAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, bytes: body.length, ms: performance.now() - started, headers: response.headers, body });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

export interface CompanySessions {
  /** Coastal's: its call is the process's first, which builds the gazetteer. */
  warmUp: string;
  /** Acme's and one for each of the scale seed's companies. */
  tokens: string[];
}

/**
 * `extra` more companies, each with the saved addresses of a demo company, a third with Acme's
 * card and a third with Coastal's (as the demo's), and an administrator, made with the test
 * factories (their hashes are cheap: the stored hash names its cost); 200 measured with Acme's.
 */
export async function companySessions(app: FastifyInstance, db: Db, extra = 199): Promise<CompanySessions> {
  const signIn = async (username: string, password = DEMO_PASSWORD) => {
    const answer = await app.inject({ method: 'POST', url: '/portal/login', payload: { username, password } });
    if (answer.statusCode !== 200) throw new Error(`login ${username}: ${answer.statusCode} ${answer.body}`);
    return answer.json<Session>().user.token;
  };
  const tokens = [await signIn('booker')];
  for (let n = 1; n <= extra; n += 1) {
    const like = n % 2 === 0 ? ACME : COASTAL;
    const company = await buildCompany(db, { name: `Bench Freight ${n} Pty Ltd`, requirePo: toFlag(n % 4 === 0) });
    await insertAddresses(db, company.id, DEMO_ADDRESSES[like]);
    if (n % 3 !== 2) await insertCustomerCard(db, company.id, DEMO_CARDS[n % 3 === 0 ? ACME : COASTAL], Date.now());
    const user = await buildUser(db, { companyId: company.id, role: ROLE.administrator, username: `bench-options-${n}` });
    tokens.push(await signIn(user.username, user.password));
  }
  return { warmUp: await signIn('coastal'), tokens };
}

export interface Spread {
  p50: number;
  p99: number;
}

function spread(samples: readonly number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

export interface OptionsFigures {
  companies: number;
  /** The process's first options answer: builds the suburb list and the gazetteer's JSON and hash. */
  warmUpMs: number;
  bare: Spread;
  first: Spread;
  revalidation: Spread;
  /** Answers other than 200 for a first answer, or 304 for a revalidation. */
  unexpected: number;
  companyBytes: Spread;
  /** Every company's answer named the same gazetteer. */
  oneGazetteer: boolean;
  gazetteer: { identityBytes: number; brBytes: number; gzipBytes: number; firstBrMs: number; nextBrMs: number; revalidationStatus: number };
}

/**
 * Each token's first options answer, as a browser asks (br accepted), then its revalidation with
 * the ETag it gave; a bare request before each pair, so the three rows see the same machine.
 */
export async function optionsAtScale(base: string, { warmUp, tokens }: CompanySessions): Promise<OptionsFigures> {
  const warmUpMs = (await getRaw(`${base}/portal/quoteNew`, { authorization: `Bearer ${warmUp}` })).ms;
  const bare: number[] = [];
  const first: number[] = [];
  const revalidation: number[] = [];
  const bytes: number[] = [];
  const hashes = new Set<string>();
  let unexpected = 0;
  for (const token of tokens) {
    const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
    bare.push((await getRaw(`${base}/bench/bare`, {})).ms);
    const answer = await getRaw(`${base}/portal/quoteNew`, auth);
    const again = await getRaw(`${base}/portal/quoteNew`, { ...auth, 'if-none-match': String(answer.headers.etag) });
    first.push(answer.ms);
    revalidation.push(again.ms);
    bytes.push(answer.bytes);
    if (answer.status !== 200 || again.status !== 304) unexpected += 1;
    else hashes.add((JSON.parse(answer.body.toString('utf8')) as BookingOptionsAnswer).gazetteer);
  }
  const url = `${base}/portal/gazetteer/${[...hashes][0]}`;
  const firstBr = await getRaw(url, { 'accept-encoding': 'br' });
  const nextBr = await getRaw(url, { 'accept-encoding': 'br' });
  const gzip = await getRaw(url, { 'accept-encoding': 'gzip' });
  const identity = await getRaw(url, {});
  const revalidated = await getRaw(url, { 'accept-encoding': 'br', 'if-none-match': String(firstBr.headers.etag) });
  return {
    companies: tokens.length,
    warmUpMs,
    bare: spread(bare),
    first: spread(first),
    revalidation: spread(revalidation),
    unexpected,
    companyBytes: spread(bytes),
    oneGazetteer: hashes.size === 1,
    gazetteer: {
      identityBytes: identity.bytes,
      brBytes: firstBr.bytes,
      gzipBytes: gzip.bytes,
      firstBrMs: firstBr.ms,
      nextBrMs: nextBr.ms,
      revalidationStatus: revalidated.status,
    },
  };
}

const KB = 1024;
const verdict = (met: boolean, target: string) => `(target ${target}: ${met ? 'met' : 'MISSED'})`;

export function printOptionsFigures(f: OptionsFigures, database: string): void {
  const row = (name: string, s: Spread, goal = '') =>
    `  ${name.padEnd(42)} p50 ${s.p50.toFixed(1).padStart(5)} ms  p99 ${s.p99.toFixed(1).padStart(5)} ms` +
    (s === f.bare ? '' : `  (${(s.p50 / f.bare.p50).toFixed(1)}x / ${(s.p99 / f.bare.p99).toFixed(1)}x bare)`) +
    goal;
  console.log(`\nOptions answers at ${f.companies} companies, ${database}, one request at a time:`);
  console.log(row('bare Fastify route', f.bare));
  console.log(row('GET /portal/quoteNew, first per company', f.first, `  ${verdict(f.first.p99 < 50, 'p99 < 50 ms')}`));
  console.log(row('its revalidation (If-None-Match, 304)', f.revalidation));
  console.log(
    `  company answer ${(f.companyBytes.p50 / KB).toFixed(1)} KB (p99 ${(f.companyBytes.p99 / KB).toFixed(1)} KB), uncompressed; ` +
      `unexpected statuses ${f.unexpected}; one gazetteer for all: ${f.oneGazetteer ? 'yes' : 'NO'}`,
  );
  const g = f.gazetteer;
  console.log(
    `Gazetteer (GET /portal/gazetteer/<hash>): ${(g.identityBytes / KB).toFixed(1)} KB JSON, ${(g.brBytes / KB).toFixed(1)} KB br, ` +
      `${(g.gzipBytes / KB).toFixed(1)} KB gzip  ${verdict(Math.max(g.brBytes, g.gzipBytes) <= 400 * KB, '<= 400 KB')}`,
  );
  console.log(`  first br answer ${g.firstBrMs.toFixed(0)} ms (compresses, once per content), next ${g.nextBrMs.toFixed(1)} ms; If-None-Match: ${g.revalidationStatus}`);
  console.log(`  the process's first options answer ${f.warmUpMs.toFixed(1)} ms (builds the suburb list and the gazetteer, once per process)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-options-'));
  const config = { ...loadConfig({ ...process.env, ...NO_RATE_LIMITS, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), port: 0, host: '127.0.0.1' };
  const db = openDatabase(config.database);
  try {
    await prepareDatabase(db, config);
    const app = await buildApp(config, { db });
    app.get('/bench/bare', async () => ({ ok: true }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      printOptionsFigures(await optionsAtScale(base, await companySessions(app, db)), config.database.kind);
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
