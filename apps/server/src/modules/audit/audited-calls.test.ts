import { describe, expect, it } from 'vitest';
import { CALL_TABLES } from '@portal/domain/api/call-tables';
import type { CallName } from '@portal/domain/api/request-schemas';
import { AUDITED_CALLS, NOT_AUDITED } from './audited-calls';

// Decision 0032: every call that changes something, and every document download, is either
// recorded or excluded with a reason. A new write call fails here until someone decides.

/** Reads whose answer is a document leaving the service: a download is audited like a change. */
const DOWNLOADS: readonly CallName[] = ['documentPdf'];

const calls = CALL_TABLES.flatMap(([, table]) => Object.entries(table).map(([name, call]) => ({ name: name as CallName, method: call.method })));
const mustDecide = calls.filter((c) => c.method !== 'GET' || DOWNLOADS.includes(c.name)).map((c) => c.name);

describe('the audited calls', () => {
  it('has a rule or a reason for every write call and every download', () => {
    expect(mustDecide.filter((name) => !(name in AUDITED_CALLS) && !(name in NOT_AUDITED))).toEqual([]);
  });

  it('names no call twice and no call the tables lack', () => {
    const known = new Set(calls.map((c) => c.name));
    expect(Object.keys(AUDITED_CALLS).filter((name) => name in NOT_AUDITED)).toEqual([]);
    expect([...Object.keys(AUDITED_CALLS), ...Object.keys(NOT_AUDITED)].filter((name) => !known.has(name as CallName))).toEqual([]);
  });

  it('gives every exclusion a reason', () => {
    for (const [name, reason] of Object.entries(NOT_AUDITED)) expect(reason?.length, name).toBeGreaterThan(20);
  });
});
