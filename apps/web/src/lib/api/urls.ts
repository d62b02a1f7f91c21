import { PORTAL_PATH } from '@portal/domain/constants';

export type Payload = Record<string, unknown>;

/**
 * The portal path followed by the endpoint (spec 01 section 7). A ':name' segment of the call
 * table's path (GET gazetteer/:hash) takes the payload's `name`; the rest goes in the query.
 */
export function portalUrl(endpoint: string, payload: Payload = {}): string {
  const rest = { ...payload };
  const path = endpoint.replace(/^\/+/, '').replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  const query = toQuery(rest);
  return `${PORTAL_PATH}${path}${query ? `?${query}` : ''}`;
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
