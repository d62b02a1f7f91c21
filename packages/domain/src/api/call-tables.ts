import type { Call } from './endpoints';
import { CALLS } from './endpoints';
import { OPERATIONS_CALLS } from './operations';
import { TRACKING_CALLS } from './tracking';
import { PORTAL_PATH, TRACKING_API_PATH } from '../constants';

// Every call table of the service with the path its calls are relative to (decision 0024): the
// portal, the tracking API and the operations API. The contract checks walk these.

export const API_PATH = TRACKING_API_PATH.replace(/track$/, '');
export const OPERATIONS_PATH = '/ops/';

export const CALL_TABLES: readonly (readonly [base: string, table: Readonly<Record<string, Call<unknown, unknown>>>])[] = [
  [PORTAL_PATH, CALLS],
  [API_PATH, TRACKING_CALLS],
  [OPERATIONS_PATH, OPERATIONS_CALLS],
];
