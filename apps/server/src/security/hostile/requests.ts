import fc from 'fast-check';
import type { z } from 'zod';
import { brokenJson, mutatedPayload, notAnObject, type Payload } from './mutations';
import { hostileString } from './hostile-values';
import type { FieldPath } from './schema-fields';

// A hostile payload as the HTTP request that carries it, with what the server's schema will be
// handed (`seen`) when that is known exactly, so the oracle can ask the schema itself whether
// the request must be refused.

export type Carrier = 'body' | 'query' | 'params' | 'none';

/** The schema's input is not known exactly: text that is not JSON, escapes that are not UTF-8. */
export const UNKNOWN = Symbol('unknown');

export interface HostileRequest {
  /** Path and query string, e.g. '/portal/quote?quote=Q1'. */
  url: string;
  /** The body's text (sent as application/json). */
  body?: string;
  seen: unknown;
  /** Fields a valid answer must have stored as sent. */
  changed: FieldPath[];
  sent: unknown;
}

/** URLs cannot carry lone surrogates: the browser sends U+FFFD, and so do we. */
export const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Percent escapes that decode to no UTF-8 text, or are not escapes at all. */
const RAW_ESCAPES = ['%ED%A0%80', '%FF%FE', '%C0%AF', '%', '%zz', '%2', '%00', '%E2%80%AE', '%%32%65'];

/** Query values as Fastify's parser hands them over: one text, or a list for a repeated key. */
function queryOf(value: unknown): { search: string; seen: Record<string, unknown> } {
  const pairs: string[] = [];
  const seen: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(value as Payload)) {
    const texts = (Array.isArray(raw) ? raw : [raw]).map((item) => wellFormed(typeof item === 'string' ? item : JSON.stringify(item) ?? ''));
    for (const text of texts) pairs.push(`${encodeURIComponent(wellFormed(key))}=${encodeURIComponent(text)}`);
    Object.defineProperty(seen, wellFormed(key), { value: texts.length === 1 ? texts[0] : texts, enumerable: true, writable: true, configurable: true });
  }
  return { search: pairs.length > 0 ? `?${pairs.join('&')}` : '', seen };
}

function pathOf(template: string, params: Payload): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(wellFormed(String(params[name] ?? ''))));
}

/** Every hostile request of one call. */
export function hostileRequests(carrier: Carrier, schema: z.ZodType, base: Payload, path: string): fc.Arbitrary<HostileRequest> {
  if (carrier === 'body') {
    const json = fc.oneof(
      { weight: 8, arbitrary: mutatedPayload(schema, base, false) },
      { weight: 1, arbitrary: notAnObject.map((value) => ({ value, changed: [] as FieldPath[] })) },
    );
    return fc.oneof(
      { weight: 9, arbitrary: json.map(({ value, changed }) => ({ url: path, body: JSON.stringify(value), seen: JSON.parse(JSON.stringify(value)) as unknown, changed, sent: value })) },
      { weight: 1, arbitrary: brokenJson(base).map((body) => ({ url: path, body, seen: UNKNOWN, changed: [], sent: body })) },
    );
  }
  if (carrier === 'params') {
    const params = mutatedPayload(schema, base, true).map(({ value, changed }) => {
      const all = { ...base, ...(value as Payload) };
      const seen = Object.fromEntries(Object.keys(base).map((key) => [key, wellFormed(String(all[key] ?? ''))]));
      return { url: pathOf(path, all), seen, changed, sent: all };
    });
    const raw = fc.constantFrom(...RAW_ESCAPES).map((escape) => ({ url: path.replace(/:(\w+)/g, escape), seen: UNKNOWN, changed: [], sent: escape }));
    return fc.oneof({ weight: 9, arbitrary: params }, { weight: 1, arbitrary: raw });
  }
  const query = mutatedPayload(schema, base, true).map(({ value, changed }) => {
    const { search, seen } = queryOf(value);
    return { url: `${path}${search}`, seen, changed, sent: value };
  });
  const keys = Object.keys(base).length > 0 ? Object.keys(base) : ['q'];
  const raw = fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...RAW_ESCAPES), hostileString).map(([key, escape, text]) => ({
    url: `${path}?${key}=${escape}${encodeURIComponent(wellFormed(text))}`,
    seen: UNKNOWN,
    changed: [],
    sent: escape,
  }));
  return fc.oneof({ weight: 9, arbitrary: query }, { weight: 1, arbitrary: raw });
}
