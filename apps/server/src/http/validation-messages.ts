import type { FastifySchemaValidationError } from 'fastify';

// A request its schema refuses gets a 400 that names each offending field and what is wrong
// with it ('freightList[0].quantity: expected a string'), so a client's developer can mend the
// call without reading our source (issue 10). The schemas are zod's (fastify-type-provider-zod
// hands over each zod issue with its path and its own details as params).

type Params = Record<string, unknown>;

const ARTICLE: Readonly<Record<string, string>> = { object: 'an object', array: 'an array', integer: 'an integer' };
const withArticle = (type: string) => ARTICLE[type] ?? `a ${type}`;

/** '/freightList/0/quantity' as 'freightList[0].quantity'; the whole payload as 'request'. */
export function fieldOf(instancePath: string): string {
  const parts = instancePath.split('/').filter((part) => part !== '');
  if (parts.length === 0) return 'request';
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function limitText(params: Params, bound: 'at most' | 'at least'): string {
  const value = bound === 'at most' ? params.maximum : params.minimum;
  switch (params.origin) {
    case 'string':
      return bound === 'at least' && value === 1 ? 'is required' : `must be ${bound} ${String(value)} characters`;
    case 'array':
    case 'set':
      return `must have ${bound} ${String(value)} entries`;
    default:
      return `must be ${bound} ${String(value)}`;
  }
}

/** What is wrong with one field, in a few plain words. */
function problemOf(error: FastifySchemaValidationError): string {
  const params = (error.params ?? {}) as Params;
  switch (error.keyword) {
    case 'invalid_type':
      // zod 4 says 'received undefined' for a field that is not there at all.
      return /received undefined/.test(error.message ?? '') ? 'is required' : `expected ${withArticle(String(params.expected))}`;
    case 'too_big':
      return limitText(params, 'at most');
    case 'too_small':
      return limitText(params, 'at least');
    case 'invalid_value':
      return Array.isArray(params.values) ? `expected one of ${params.values.map((v) => JSON.stringify(v)).join(', ')}` : 'is not an allowed value';
    case 'invalid_format':
      return params.format === 'regex' ? 'is not in the expected format' : `is not a valid ${String(params.format)}`;
    case 'unrecognized_keys':
      return `has unknown fields ${Array.isArray(params.keys) ? params.keys.join(', ') : ''}`.trim();
    case 'invalid_union':
      return 'is not in any of the accepted forms';
    default:
      return error.message ?? 'is not valid';
  }
}

/** A body (or query) that is not a JSON object at all. */
export const WHOLE_REQUEST = 'The request must be a JSON object.';

/** One sentence per refused field, in the order zod found them. */
export function validationMessages(errors: readonly FastifySchemaValidationError[]): string[] {
  const messages = errors.map((error) =>
    fieldOf(error.instancePath) === 'request' && error.keyword === 'invalid_type' ? WHOLE_REQUEST : `${fieldOf(error.instancePath)}: ${problemOf(error)}`,
  );
  return [...new Set(messages)];
}
