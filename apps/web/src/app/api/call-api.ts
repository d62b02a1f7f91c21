import type { Method } from '@portal/domain/api/endpoints';
import { request, type RequestOptions } from './call';
import type { Payload } from './urls';

interface CallSpec<P, A> {
  method: Method;
  path: string;
  payload?: P;
  answer?: A;
}

/** Typed front of `request` for an entry of the shared CALLS table. */
export function callApi<P extends object, A>(spec: CallSpec<P, A>, payload: P, options?: RequestOptions): Promise<A> {
  return request<A>(spec.method, spec.path, payload as Payload, options);
}
