import type { FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

// Every route's request schema (decision 0024), plus one rule for all of them: every text must be
// storable as it was sent (issue 13). A NUL fails PostgreSQL's insert (a 500) and cuts SQLite's
// text functions short; half of a UTF-16 surrogate pair has no UTF-8 form, so both engines store
// something else (SQLite three U+FFFD, PostgreSQL one). No person types either, so they are
// refused, named by their field, before any service sees them. Checked on the parsed value: a
// field the schema drops (an unknown key) is no one's concern.

export const NUL_TEXT = 'must not contain the NUL character (\\u0000)';
export const LONE_SURROGATE_TEXT = 'must be valid Unicode text (it holds half of a surrogate pair)';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextFault {
  /** As zod's issues give it: '/freightList/0/ref'. */
  path: string;
  message: string;
}

/** A NUL or any half of a surrogate pair: most texts have neither, and one scan says so. */
// eslint-disable-next-line no-control-regex -- the NUL is what it looks for
const SUSPECT = /[\u0000\ud800-\udfff]/;

function faultOf(text: string): string | null {
  if (!SUSPECT.test(text)) return null;
  if (text.includes('\u0000')) return NUL_TEXT;
  return LONE_SURROGATE.test(text) ? LONE_SURROGATE_TEXT : null;
}

/**
 * Whether any parsed text could not be stored as sent: the walk of every request with a schema,
 * so it builds no paths (decision 0052); textFaults names them once one is found.
 */
function hasTextFault(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (faultOf(current)) return true;
    } else if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) pending.push(current[i]);
    } else if (typeof current === 'object' && current !== null) {
      for (const inner of Object.values(current)) pending.push(inner);
    }
  }
  return false;
}

/** Every parsed text that could not be stored as sent, in order. Iterative: payloads may nest deeply. */
export function textFaults(value: unknown): TextFault[] {
  if (!hasTextFault(value)) return [];
  const found: TextFault[] = [];
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      const message = faultOf(current);
      if (message) found.push({ path, message });
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, inner] of Object.entries(current)) pending.push([inner, `${path}/${key}`]);
    }
  }
  return found.reverse();
}

const validationError = ({ path, message }: TextFault): FastifySchemaValidationError => ({
  keyword: 'stored_text',
  instancePath: path,
  schemaPath: `#${path}/stored_text`,
  params: {},
  message,
});

/** fastify-type-provider-zod's compiler, then the text rule on what the schema accepted. */
export const validatorCompiler: typeof zodValidatorCompiler = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    // The zod compiler answers synchronously, always an object: { value } or { error }.
    const result = validate(data) as { value?: unknown; error?: FastifySchemaValidationError[] };
    if (result.error !== undefined) return result;
    const faults = textFaults(result.value);
    return faults.length === 0 ? result : { error: faults.map(validationError) };
  };
};
