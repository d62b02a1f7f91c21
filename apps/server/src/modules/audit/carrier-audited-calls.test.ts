import { describe, expect, it } from 'vitest';
import { CARRIER_CALLS, type CarrierCallName } from '@portal/domain/carrier/carrier-calls';
import { CARRIER_AUDITED_CALLS, CARRIER_NOT_AUDITED } from './carrier-audited-calls';

// Issue 26, as decision 0032 for the customers' calls: every back-office call is either recorded
// or excluded with a reason. A new carrier call fails here until someone decides.

const names = Object.keys(CARRIER_CALLS) as CarrierCallName[];

describe('the audited back-office calls', () => {
  it('has a rule or a reason for every call of CARRIER_CALLS', () => {
    expect(names.filter((name) => !(name in CARRIER_AUDITED_CALLS) && !(name in CARRIER_NOT_AUDITED))).toEqual([]);
  });

  it('records every call that changes something', () => {
    const writes = names.filter((name) => CARRIER_CALLS[name].method !== 'GET');
    // Two store something pending that the call completing it records (a secret, a previewed import);
    // the price check is a POST for its body (a consignment's lines) and writes nothing (issue 27).
    expect(writes.filter((name) => name in CARRIER_NOT_AUDITED)).toEqual(['enrolSecondFactor', 'previewImport', 'priceCheck']);
  });

  it('names no call twice and no call the table lacks', () => {
    expect(Object.keys(CARRIER_AUDITED_CALLS).filter((name) => name in CARRIER_NOT_AUDITED)).toEqual([]);
    expect([...Object.keys(CARRIER_AUDITED_CALLS), ...Object.keys(CARRIER_NOT_AUDITED)].filter((name) => !(name in CARRIER_CALLS))).toEqual([]);
  });

  it('gives every exclusion a reason', () => {
    for (const [name, reason] of Object.entries(CARRIER_NOT_AUDITED)) expect(reason?.length, name).toBeGreaterThan(20);
  });
});
