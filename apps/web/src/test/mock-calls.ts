import { jsonResponse, mockFetch } from './factories';

// A fetch mock answering each portal call by 'METHOD path' ('GET pickups/new', 'POST
// directdropfreight/edit', ...), for the screen tests of every booking area.

type Answer = Response | Promise<Response>;
export type CallRoutes = Partial<Record<string, (body: unknown, init: RequestInit) => Answer>>;

const keyOf = (url: string, init: RequestInit | undefined) =>
  `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname.replace('/portal/', '')}`;

/** Answers from `routes`, then from `defaults` (e.g. the options calls); anything else is a 500 naming the call. */
export function mockCalls(routes: CallRoutes, defaults: CallRoutes = {}) {
  return mockFetch((url, init) => {
    const key = keyOf(url, init);
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = routes[key] ?? defaults[key];
    return handler ? handler(body, init) : jsonResponse({ error: `No mock for ${key}` }, { status: 500 });
  });
}

/** The requests of the calls to `key` (method and path as in CallRoutes keys). */
export function callsTo(fetch: ReturnType<typeof mockCalls>, key: string): RequestInit[] {
  return fetch.mock.calls.filter(([url, init]) => keyOf(String(url), init) === key).map(([, init]) => init ?? {});
}
