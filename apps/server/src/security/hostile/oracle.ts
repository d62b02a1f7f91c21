import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { SERVER_MESSAGES } from '@portal/domain/messages';
import { fieldOf, WHOLE_REQUEST } from '../../http/validation-messages';
import { textFaults } from '../../http/validator';
import { UNKNOWN, type Carrier, type HostileRequest } from './requests';

// What every answer to a hostile request must be (issue 13): never a 5xx, never a stack frame or
// a database's words; a refusal the schema predicts is a 400 naming each refused field; any
// other refusal a plain sentence of ours.

/** Signs of an internal error leaking out: stack frames, SQL engines' texts, our libraries. */
const LEAKS: readonly [string, RegExp][] = [
  ['a stack frame', /\bat (?:[\w$.<>]+ \()?(?:file:|node:|\/)[^\s)]*:\d+:\d+/],
  ['SQLite', /SQLITE/i],
  ['an SQL error', /syntax error/i],
  // The body is JSON: a quote inside a message arrives escaped.
  ['a PostgreSQL error', /\brelation \\?"|\brelation \w+ does not exist/i],
  ['Kysely', /Kysely/i],
  ['node_modules', /node_modules/],
];

interface ErrorBody {
  error?: unknown;
  errors?: unknown;
}

/**
 * The body as the schema receives it: Fastify's JSON parser (secure-json-parse, set to 'remove' in
 * app.ts) deletes own `__proto__` keys and `constructor` objects that carry a `prototype`.
 */
export function withoutPollution(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(withoutPollution);
  const clean: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '__proto__') continue;
    if (key === 'constructor' && typeof inner === 'object' && inner !== null && Object.hasOwn(inner, 'prototype')) continue;
    Object.defineProperty(clean, key, { value: withoutPollution(inner), enumerable: true, writable: true, configurable: true });
  }
  return clean;
}

function messagesOf(response: LightMyRequestResponse): string[] | string {
  let body: ErrorBody;
  try {
    body = response.json<ErrorBody>();
  } catch {
    return 'is not JSON';
  }
  if (typeof body.error !== 'string' || body.error === '') return 'has no error message';
  if (body.errors !== undefined && !Array.isArray(body.errors)) return 'has errors that are not a list';
  return Array.isArray(body.errors) ? body.errors.map(String) : [body.error];
}

/** The fields zod refuses in `seen`, or whose accepted text cannot be stored as sent (http/validator.ts); null when none. */
function refusedFields(schema: z.ZodType, seen: unknown): string[] | null {
  const parsed = schema.safeParse(seen);
  if (parsed.success) {
    const faults = textFaults(parsed.data);
    return faults.length > 0 ? faults.map((fault) => fieldOf(fault.path)) : null;
  }
  return parsed.error.issues.map((issue) => fieldOf(issue.path.map(String).join('/')));
}

/** What is wrong with the answer to one hostile request, or null. */
export function problemOf(response: LightMyRequestResponse, request: HostileRequest, schema: z.ZodType, carrier: Carrier): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  const readable = status >= 400 || (String(response.headers['content-type']).startsWith('application/json') && !response.headers['content-encoding']);
  const text = `${response.headers['x-error'] ?? ''}\n${readable ? response.body : ''}`;
  for (const [name, pattern] of LEAKS) if (pattern.test(text)) return `leaks ${name}: ${text.slice(0, 300)}`;
  // Only a body that names such a key is walked: a 1000-deep array would overflow the walk's stack.
  const polluted = carrier === 'body' && /"(?:__proto__|constructor)"/.test(request.body ?? '');
  const refused = request.seen === UNKNOWN ? null : refusedFields(schema, polluted ? withoutPollution(request.seen) : request.seen);
  if (status < 400) return refused === null ? null : `answered ${status} to what the schema refuses (${refused.join(', ')})`;
  const messages = messagesOf(response);
  if (typeof messages === 'string') return `answered ${status} whose body ${messages}`;
  if (messages.includes(SERVER_MESSAGES.internal)) return 'answered the internal error text';
  if (request.seen === UNKNOWN) return null;
  // A well-formed request may not get the generic sentence: it names no field.
  if (messages.includes(SERVER_MESSAGES.badRequest)) return `answered '${SERVER_MESSAGES.badRequest}' naming no field`;
  if (refused === null) return null;
  // Rate limits and sign-in throttling answer before the body is read (decisions 0002, 0031).
  if (status === 429) return null;
  // A path part that is empty matches no route (404, as any unknown address); one beyond the
  // router's 100 characters is refused before any route (414, error-handler.ts's routerError).
  if (carrier === 'params' && (status === 404 || status === 414)) return null;
  if (status !== 400) return `answered ${status} where the schema refuses ${refused.join(', ')}: ${messages.join(' | ')}`;
  const named = (message: string) => (message === WHOLE_REQUEST ? refused.includes('request') : refused.some((field) => message.startsWith(`${field}: `)));
  const unnamed = messages.filter((message) => !named(message));
  return unnamed.length > 0 ? `named no refused field (${refused.join(', ')}) in: ${unnamed.join(' | ').slice(0, 300)}` : null;
}
