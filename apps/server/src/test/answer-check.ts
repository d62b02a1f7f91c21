import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyReply, RouteOptions } from 'fastify';
import { ANSWER_SCHEMAS, NOT_JSON, type AnswerCallName } from '@portal/domain/api/answer-schemas';
import { CALL_TABLES } from '@portal/domain/api/call-tables';

// The answer half of the call contract on the server (issue 10, decision 0024): every 2xx answer
// a call of the tables gives in a test is parsed with its answer schema, so a route that answers
// other than its type says fails the test that called it. The check is attached to each route as
// it is added (testApp's onRoute): a hook on the root instance would not reach routes of
// plugins registered before it. It only records: throwing from onSend would turn the answer
// into a 500 that a test not reading the status would miss, so setup.ts fails the test in its
// afterEach when anything was recorded, naming the call and every field that is wrong.

const violations: string[] = [];

/** The call of the tables a route serves: `${method} ${full path}` to its name. */
const CALL_OF_ROUTE = new Map(
  CALL_TABLES.flatMap(([base, table]) => Object.entries(table).map(([name, call]) => [`${call.method} ${base}${call.path}`, name])),
);

/** The answer's text as the client reads it: the gazetteer comes compressed (decision 0028). */
function textOf(reply: FastifyReply, payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  const coding = reply.getHeader('content-encoding');
  if (coding === 'br') return brotliDecompressSync(payload).toString('utf8');
  if (coding === 'gzip') return gunzipSync(payload).toString('utf8');
  return payload.toString('utf8');
}

function problemsOf(name: AnswerCallName, reply: FastifyReply, payload: unknown): string | null {
  const schema = ANSWER_SCHEMAS[name];
  if (schema === NOT_JSON) return null;
  const text = textOf(reply, payload);
  if (text === null || !String(reply.getHeader('content-type')).startsWith('application/json')) return 'is not JSON';
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return 'is not JSON';
  }
  const parsed = schema.safeParse(answer);
  if (parsed.success) return null;
  return parsed.error.issues.map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`).join('; ');
}

/** An onRoute hook: adds the answer check to the route of a call that has an answer schema. */
export function addAnswerCheck(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const name = methods.map((method) => CALL_OF_ROUTE.get(`${method} ${route.url}`)).find((found) => found !== undefined);
  // A call still without an answer schema is answer-schemas.test.ts's to name, not every test's.
  if (name === undefined || !(name in ANSWER_SCHEMAS)) return;
  const call = name as AnswerCallName;
  const onSend = route.onSend === undefined ? [] : [route.onSend].flat();
  route.onSend = [
    ...onSend,
    (request, reply, payload, done) => {
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        const problems = problemsOf(call, reply, payload);
        if (problems) violations.push(`${request.method} ${request.url} (${call}) answered ${reply.statusCode} outside its answer schema: ${problems}`);
      }
      done(null, payload);
    },
  ];
}

/** The answers outside their schema since the last call, emptied. */
export function takeAnswerViolations(): string[] {
  return violations.splice(0);
}
