import { describe, expect, it } from 'vitest';
import { REQUEST_SCHEMAS, type CallName } from '@portal/domain/api/request-schemas';
import { GROUPS, RUNS_PER_CALL } from './hostile/plan';

// The hostile-input files together cover every call of the tables once, with 10,000 requests or more.

describe('the hostile-input plan', () => {
  const planned: CallName[] = Object.values(GROUPS).flat();

  it('runs every call exactly once', () => {
    expect([...planned].sort()).toEqual(Object.keys(REQUEST_SCHEMAS).sort());
  });

  it('sends at least 10,000 hostile requests, hundreds to each call', () => {
    expect(RUNS_PER_CALL).toBeGreaterThanOrEqual(200);
    expect(planned.length * RUNS_PER_CALL).toBeGreaterThanOrEqual(10_000);
  });
});
