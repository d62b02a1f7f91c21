import { PORTAL_PATH } from '@portal/domain/constants';

export type Payload = Record<string, unknown>;

/**
 * The service path followed by the endpoint (spec 01 section 7): PORTAL_PATH for the portal's
 * calls, CARRIER_PATH for the back office's. A ':name' segment of the call table's path (GET
 * gazetteer/:hash) takes the payload's `name`; the rest goes in the query.
 */
export function serviceUrl(base: string, endpoint: string, payload: Payload = {}): string {
  const rest = { ...payload };
  const path = endpoint.replace(/^\/+/, '').replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  const query = toQuery(rest);
  return `${base}${path}${query ? `?${query}` : ''}`;
}

export function portalUrl(endpoint: string, payload: Payload = {}): string {
  return serviceUrl(PORTAL_PATH, endpoint, payload);
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
