import { PORTAL_PATH } from '@portal/domain/constants';

export type Payload = Record<string, unknown>;

/** The portal path followed by the endpoint (spec 01 section 7). */
export function portalUrl(endpoint: string, payload: Payload = {}): string {
  const query = toQuery(payload);
  return `${PORTAL_PATH}${endpoint.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
}

/** GET and DELETE payloads travel as a query string; empty values are left out. */
export function toQuery(payload: Payload): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}
