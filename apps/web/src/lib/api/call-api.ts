import type { Call } from '@portal/domain/api/endpoints';
import { request } from './call';
import type { RequestOptions } from './send';
import type { Payload } from './urls';

/** Typed front of `request` for an entry of the shared CALLS table. */
export function callApi<P extends object, A>(spec: Call<P, A>, payload: P, options?: RequestOptions): Promise<A> {
  return request<A>(spec.method, spec.path, payload as Payload, options);
}
