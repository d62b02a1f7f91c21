import { ANSWER_SCHEMAS, NOT_JSON, type AnswerCallName } from '@portal/domain/api/answer-schemas';
import { CALL_TABLES, OPERATIONS_PATH } from '@portal/domain/api/call-tables';
import { REQUEST_SCHEMAS, type CallName } from '@portal/domain/api/request-schemas';

// The web tests' requests and answers checked against the call contract (issue 10, decision
// 0024): every request a screen sends through the mocked fetch must be one of the call tables'
// calls, with a payload its request schema accepts, and every 2xx answer a test gives it must
// be one its answer schema accepts, the schema the server's answers are checked with
// (apps/server/src/test/answer-check.ts). So a screen, its fixtures and the server cannot drift
// apart unseen.

/** The browser calls the portal and the tracking API; the operations API is the carrier's. */
const TABLES = CALL_TABLES.filter(([base]) => base !== OPERATIONS_PATH);
/** Links the server hands out and the browser only follows (the signed PDF URL). */
const SERVER_MADE: readonly CallName[] = ['documentPdf'];

/** The values of a call path's ':name' segments in a request's path (GET gazetteer/:hash), or null when it is another path. */
function paramsOf(pattern: string, endpoint: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const got = endpoint.split('/');
  if (wanted.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(got[i]!);
    else if (segment !== got[i]) return null;
  }
  return params;
}

function callOf(method: string, path: string): { name: CallName; params: Record<string, string> } | undefined {
  for (const [base, table] of TABLES) {
    if (!path.startsWith(base)) continue;
    const endpoint = path.slice(base.length);
    for (const [name, call] of Object.entries(table)) {
      const params = call.method === method ? paramsOf(call.path, endpoint) : null;
      if (params) return { name: name as CallName, params };
    }
  }
  return undefined;
}

function payloadOf(method: string, url: URL, body: RequestInit['body'], params: Record<string, string>): unknown {
  if (method === 'GET' || method === 'DELETE') return { ...Object.fromEntries(url.searchParams), ...params };
  return typeof body === 'string' ? JSON.parse(body) : {};
}

interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** One sentence per field, as the server's refusals name them; `whole` when the value itself is wrong. */
const problemsOf = (error: Issues, whole: string) =>
  error.issues.map((issue) => `${issue.path.map(String).join('.') || whole}: ${issue.message}`).join('; ');

/** What is wrong with a request a screen sent, or null when the contract accepts it. */
export function contractViolation(input: string, init: RequestInit): string | null {
  const url = new URL(input, 'http://localhost');
  if (!TABLES.some(([base]) => url.pathname.startsWith(base))) return null;
  const method = (init.method ?? 'GET').toUpperCase();
  const found = callOf(method, url.pathname);
  if (!found) return `${method} ${url.pathname} is not in the call tables`;
  const { name, params } = found;
  if (SERVER_MADE.includes(name)) return null;
  const parsed = REQUEST_SCHEMAS[name].safeParse(payloadOf(method, url, init.body, params));
  if (parsed.success) return null;
  return `${method} ${url.pathname} (${name}) does not match its request schema: ${problemsOf(parsed.error, 'request')}`;
}

/**
 * What is wrong with the answer a test's mocked fetch gave a request, or null when the contract
 * accepts it. Error answers have their own shape (ErrorAnswer) and are left alone; requests
 * outside the tables are contractViolation's to report. Reads a clone: the screen reads the body.
 */
export async function answerViolation(input: string, init: RequestInit, response: Response): Promise<string | null> {
  if (!response.ok) return null;
  const url = new URL(input, 'http://localhost');
  const method = (init.method ?? 'GET').toUpperCase();
  const name = callOf(method, url.pathname)?.name;
  if (!name || !(name in ANSWER_SCHEMAS)) return null;
  const schema = ANSWER_SCHEMAS[name as AnswerCallName];
  if (schema === NOT_JSON) return null;
  const text = await response.clone().text();
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return `${method} ${url.pathname} (${name}) answered ${response.status} with no JSON`;
  }
  const parsed = schema.safeParse(answer);
  if (parsed.success) return null;
  return `${method} ${url.pathname} (${name}) answered outside its answer schema: ${problemsOf(parsed.error, 'answer')}`;
}
