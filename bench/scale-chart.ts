import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScaleFigure } from './scale';

// npx tsx bench/scale-chart.ts [folder]: docs/performance/scale.svg, p99 against the number of
// consignments for each route, from the JSON figures bench/scale.ts wrote beside it. Hand-drawn
// SVG (no library, no network): a log scale of consignments across, milliseconds up; SQLite solid,
// PostgreSQL dashed; the 20 ms target as a line.

interface ScaleRun {
  engine: 'sqlite' | 'postgres';
  consignments: number;
  figures: ScaleFigure[];
}

const dir = process.argv[2] ?? join(import.meta.dirname, '..', 'docs', 'performance');
const records = readdirSync(dir)
  .filter((f) => /^scale-(sqlite|postgres)-\d+\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ScaleRun)
  .sort((a, b) => a.consignments - b.consignments);
if (records.length === 0) throw new Error(`No scale-*.json in ${dir}: run npm run bench -- --scale first.`);

const W = 760;
const H = 420;
const M = { left: 56, right: 250, top: 36, bottom: 48 };
const COLOURS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f'];
const TARGET_MS = 20;

const routes = [...new Set(records.flatMap((r) => r.figures.filter((f) => f.kind !== 'bare' && f.kind !== 'booking').map((f) => f.name)))];
const sizes = [...new Set(records.map((r) => r.consignments))];
const [minN, maxN] = [Math.min(...sizes), Math.max(...sizes)];
const maxMs = Math.max(TARGET_MS * 1.5, ...records.flatMap((r) => r.figures.filter((f) => routes.includes(f.name)).map((f) => f.p99Ms))) * 1.1;

const x = (n: number) => M.left + (maxN === minN ? 0.5 : (Math.log10(n) - Math.log10(minN)) / (Math.log10(maxN) - Math.log10(minN))) * (W - M.left - M.right);
const y = (ms: number) => H - M.bottom - (ms / maxMs) * (H - M.top - M.bottom);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const px = (v: number) => v.toFixed(1);

const parts: string[] = [];
parts.push(`<rect width="${W}" height="${H}" fill="#fff"/>`);
parts.push(`<text x="${M.left}" y="22" font-size="14" font-weight="bold">p99 at 50 connections against consignments in the database</text>`);
for (const n of sizes) {
  parts.push(`<line x1="${px(x(n))}" y1="${M.top}" x2="${px(x(n))}" y2="${H - M.bottom}" stroke="#eee"/>`);
  parts.push(`<text x="${px(x(n))}" y="${H - M.bottom + 18}" font-size="11" text-anchor="middle">${n.toLocaleString('en-AU')}</text>`);
}
/** A round step that gives about eight gridlines: 1, 2 or 5 times a power of ten. */
const magnitude = 10 ** Math.floor(Math.log10(maxMs / 8));
const step = [1, 2, 5, 10].map((f) => f * magnitude).find((s) => maxMs / s <= 10)!;
for (let ms = 0; ms <= maxMs; ms += step) {
  parts.push(`<line x1="${M.left}" y1="${px(y(ms))}" x2="${W - M.right}" y2="${px(y(ms))}" stroke="#eee"/>`);
  parts.push(`<text x="${M.left - 6}" y="${px(y(ms) + 4)}" font-size="11" text-anchor="end">${ms}</text>`);
}
parts.push(`<text x="14" y="${(M.top + H - M.bottom) / 2}" font-size="11" transform="rotate(-90 14 ${(M.top + H - M.bottom) / 2})" text-anchor="middle">p99, ms</text>`);
parts.push(`<text x="${(M.left + W - M.right) / 2}" y="${H - 10}" font-size="11" text-anchor="middle">consignments (log scale)</text>`);
parts.push(`<line x1="${M.left}" y1="${px(y(TARGET_MS))}" x2="${W - M.right}" y2="${px(y(TARGET_MS))}" stroke="#000" stroke-dasharray="2 3"/>`);
parts.push(`<text x="${W - M.right - 4}" y="${px(y(TARGET_MS) - 4)}" font-size="10" text-anchor="end">target ${TARGET_MS} ms</text>`);

let legendY = M.top + 6;
for (const engine of ['sqlite', 'postgres'] as const) {
  const own = records.filter((r) => r.engine === engine);
  if (own.length === 0) continue;
  parts.push(`<text x="${W - M.right + 16}" y="${legendY}" font-size="11" font-weight="bold">${engine === 'sqlite' ? 'SQLite (solid)' : 'PostgreSQL (dashed)'}</text>`);
  legendY += 16;
  routes.forEach((route, i) => {
    const points = own.flatMap((r) => r.figures.filter((f) => f.name === route).map((f) => [x(r.consignments), y(f.p99Ms)] as const));
    if (points.length === 0) return;
    const colour = COLOURS[i % COLOURS.length]!;
    const dash = engine === 'postgres' ? ' stroke-dasharray="6 4"' : '';
    parts.push(`<polyline points="${points.map(([a, b]) => `${px(a)},${px(b)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="2"${dash}/>`);
    for (const [a, b] of points) parts.push(`<circle cx="${px(a)}" cy="${px(b)}" r="3" fill="${colour}"/>`);
    parts.push(`<line x1="${W - M.right + 16}" y1="${legendY - 4}" x2="${W - M.right + 36}" y2="${legendY - 4}" stroke="${colour}" stroke-width="2"${dash}/>`);
    parts.push(`<text x="${W - M.right + 42}" y="${legendY}" font-size="10">${esc(route.replace(/^GET /, ''))}</text>`);
    legendY += 14;
  });
  legendY += 8;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif">\n${parts.join('\n')}\n</svg>\n`;
writeFileSync(join(dir, 'scale.svg'), svg);
console.log(`${join(dir, 'scale.svg')}: ${records.length} runs, ${routes.length} routes`);

// The same figures as docs/performance.md's table: one row per route, a column per run.
const runs = [...records].sort((a, b) => a.engine.localeCompare(b.engine) || a.consignments - b.consignments);
const short = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);
console.log(`\n| route | ${runs.map((r) => `${r.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ${short(r.consignments)}`).join(' | ')} |`);
console.log(`|---|${runs.map(() => '---:').join('|')}|`);
for (const name of [...new Set(runs.flatMap((r) => r.figures.map((f) => f.name)))]) {
  const cells = runs.map((r) => {
    const f = r.figures.find((g) => g.name === name);
    return f ? `${f.p50Ms} / ${f.p99Ms} (${f.single.meanMs.toFixed(2)} / ${f.single.p99Ms})` : '';
  });
  console.log(`| ${name.replace(/\|/g, '\\|')} | ${cells.join(' | ')} |`);
}
