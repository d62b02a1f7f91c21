import { CALL_TABLES, OPERATIONS_PATH } from '@portal/domain/api/call-tables';
import { REQUEST_SCHEMAS, type CallName } from '@portal/domain/api/request-schemas';

// The web tests' requests checked against the call contract (issue 10, decision 0024): every
// request a screen sends through the mocked fetch must be one of the call tables' calls, with a
// payload its request schema accepts, so a screen and the server cannot drift apart unseen.

/** The browser calls the portal and the tracking API; the operations API is the carrier's. */
const TABLES = CALL_TABLES.filter(([base]) => base !== OPERATIONS_PATH);
/** Links the server hands out and the browser only follows (the signed PDF URL). */
const SERVER_MADE: readonly CallName[] = ['documentPdf'];

function callOf(method: string, path: string): CallName | undefined {
  for (const [base, table] of TABLES) {
    if (!path.startsWith(base)) continue;
    const endpoint = path.slice(base.length);
    const found = Object.entries(table).find(([, call]) => call.method === method && call.path === endpoint);
    if (found) return found[0] as CallName;
  }
  return undefined;
}

function payloadOf(method: string, url: URL, body: RequestInit['body']): unknown {
  if (method === 'GET' || method === 'DELETE') return Object.fromEntries(url.searchParams);
  return typeof body === 'string' ? JSON.parse(body) : {};
}

/** What is wrong with a request a screen sent, or null when the contract accepts it. */
export function contractViolation(input: string, init: RequestInit): string | null {
  const url = new URL(input, 'http://localhost');
  if (!TABLES.some(([base]) => url.pathname.startsWith(base))) return null;
  const method = (init.method ?? 'GET').toUpperCase();
  const name = callOf(method, url.pathname);
  if (!name) return `${method} ${url.pathname} is not in the call tables`;
  if (SERVER_MADE.includes(name)) return null;
  const parsed = REQUEST_SCHEMAS[name].safeParse(payloadOf(method, url, init.body));
  if (parsed.success) return null;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`);
  return `${method} ${url.pathname} (${name}) does not match its request schema: ${problems.join('; ')}`;
}
