import { quoteDraft } from '../apps/server/src/test/quote-drafts';
import type { DriverTarget } from './scale-driver';
import type { ScaleSession } from './scale-sessions';

// The scale bench's routes (bench/scale.ts, bench/scale-ab.ts): each as a signed-in company asks
// for it, with what its own first consignments page shows.

export type Kind = 'bare' | 'list' | 'search' | 'view' | 'booking';
export interface Route {
  name: string;
  kind: Kind;
  target: (s: ScaleSession) => DriverTarget;
}

const get = (path: string, s: ScaleSession, headers: Record<string, string> = {}): DriverTarget => ({ method: 'GET', path, headers: { ...s.auth, ...headers } });
export const ROUTES: readonly Route[] = [
  { name: 'GET /portal/quotes', kind: 'list', target: (s) => get('/portal/quotes', s) },
  { name: 'GET /portal/pickups/list', kind: 'list', target: (s) => get('/portal/pickups/list', s) },
  { name: 'GET /portal/directdropfreight/existing', kind: 'list', target: (s) => get('/portal/directdropfreight/existing', s) },
  { name: 'GET /portal/consignments', kind: 'list', target: (s) => get('/portal/consignments', s) },
  { name: 'GET /portal/consignments?search=suburb', kind: 'search', target: (s) => get(`/portal/consignments?search=${encodeURIComponent(s.suburb)}`, s) },
  { name: 'GET /portal/consignment?conNumber=', kind: 'view', target: (s) => get(`/portal/consignment?conNumber=${s.conNumber}`, s) },
  { name: 'GET /api/track (owner)', kind: 'view', target: (s) => get(`/api/track?psTrackingID=${s.trackingId}`, s) },
  // The options answer as a browser asks for it: brotli, no ETag yet (decision 0016).
  { name: 'GET /portal/quoteNew', kind: 'booking', target: (s) => get('/portal/quoteNew', s, { 'accept-encoding': 'br' }) },
  {
    name: 'POST /portal/quoteNew',
    kind: 'booking',
    target: (s) => ({ method: 'POST', path: '/portal/quoteNew', headers: s.auth, body: JSON.stringify(quoteDraft()) }),
  },
];
