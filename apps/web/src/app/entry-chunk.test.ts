import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The customer's login screen downloads nothing of the carrier's back office (issue 26, decision
// 0011). What the entry chunk holds is what main.tsx reaches through static imports, so this walks
// those imports through the sources; the lint rule (eslint-rules/layers.js) keeps the customer's
// screens from importing carrier/ at all. `npm run bench` measures the bytes on the wire.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CARRIER = join(SRC, 'carrier') + sep;

interface Imports {
  static: string[];
  dynamic: string[];
}

/** The relative imports a source file makes; type-only imports are erased, so they are left out. */
function importsOf(file: string): Imports {
  const text = readFileSync(file, 'utf8');
  const resolveSpec = (spec: string) => resolveSource(resolve(dirname(file), spec));
  const statics = [...text.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm)]
    .filter((match) => !match[2])
    .map((match) => resolveSpec(match[3]!));
  const dynamics = [...text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((match) => resolveSpec(match[1]!));
  return { static: statics.filter((f): f is string => f !== null), dynamic: dynamics.filter((f): f is string => f !== null) };
}

/** A TypeScript source an import names, or null for a stylesheet or an asset. */
function resolveSource(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function staticClosure(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file).static);
  }
  return seen;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-support\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the login screen's entry chunk (issue 26, decision 0011)", () => {
  it('reaches no file of carrier/ through static imports', () => {
    const entry = staticClosure(join(SRC, 'main.tsx'));
    // The walk works: the login card and the session gate are in it.
    expect(entry).toContain(join(SRC, 'features/login/components/login-form.tsx'));
    expect(entry).toContain(join(SRC, 'app/session-gate.tsx'));
    expect([...entry].filter((file) => file.startsWith(CARRIER))).toEqual([]);
  });

  it('loads carrier/ from one place only, and only with import()', () => {
    const outside = sources(SRC).filter((file) => !file.startsWith(CARRIER));
    const uses = outside.flatMap((file) => {
      const { static: statics, dynamic } = importsOf(file);
      const into = (targets: string[], kind: string) => targets.filter((t) => t.startsWith(CARRIER)).map(() => `${kind} ${relative(SRC, file)}`);
      return [...into(statics, 'static'), ...into(dynamic, 'dynamic')];
    });
    expect(uses).toEqual([`dynamic ${join('app', 'lazy-carrier-area.ts')}`]);
  });
});
