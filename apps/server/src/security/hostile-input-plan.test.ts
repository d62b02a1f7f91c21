import { describe, expect, it } from 'vitest';
import { REQUEST_SCHEMAS, type CallName } from '@portal/domain/api/request-schemas';
import { NO_PAYLOAD } from '@portal/domain/api/request-schemas';
import { CARRIER_CALLS } from '@portal/domain/carrier/carrier-calls';
import { GROUPS, RUNS_PER_CALL } from './hostile/plan';
import { carrierCalls } from './hostile/suite';

// The hostile-input files together cover every call of the tables once, with 10,000 requests or more.

describe('the hostile-input plan', () => {
  const planned: CallName[] = Object.values(GROUPS).flat();

  it('runs every call exactly once', () => {
    expect([...planned].sort()).toEqual(Object.keys(REQUEST_SCHEMAS).sort());
  });

  it('runs every call of the back office, each payload from its schema (issue 26)', () => {
    const calls = carrierCalls();
    expect(calls.map((c) => c.name).sort()).toEqual(Object.keys(CARRIER_CALLS).sort());
    const unschemed = calls.filter((c) => c.target.carrier !== 'none' && c.schema === NO_PAYLOAD).map((c) => c.name);
    expect(unschemed, 'calls sending a payload without a schema in CARRIER_CALLS').toEqual([]);
  });

  it('sends at least 10,000 hostile requests, hundreds to each call', () => {
    expect(RUNS_PER_CALL).toBeGreaterThanOrEqual(200);
    expect(planned.length * RUNS_PER_CALL).toBeGreaterThanOrEqual(10_000);
  });
});
