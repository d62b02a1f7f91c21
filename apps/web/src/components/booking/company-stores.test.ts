import '../../test/setup';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session/session-store';
import { buildSession, signInAs } from '../../test/factories';
import { companyStorageKey, createCompanyStores } from './company-stores';

interface CounterState {
  count: number;
  scratch: string;
  bump: () => void;
}

const counters = () =>
  createCompanyStores<CounterState, Pick<CounterState, 'count'>>(
    'Counter',
    (set) => ({ count: 0, scratch: '', bump: () => set((s) => ({ count: s.count + 1, scratch: 'not kept' })) }),
    ({ count }) => ({ count }),
  );

describe('createCompanyStores (spec 02 section 3: a local copy per company)', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().logout();
  });

  it("names the key '{prefix}:{kind}:{company id}'", () => {
    expect(companyStorageKey('Quote', 10)).toBe('freight-portal:Quote:10');
  });

  it('keeps one store a company and persists only what partialize names', () => {
    const stores = counters();
    expect(stores.storeFor(10)).toBe(stores.storeFor(10));
    expect(stores.storeFor(11)).not.toBe(stores.storeFor(10));
    stores.storeFor(10).getState().bump();
    expect(stores.storeFor(11).getState().count).toBe(0);
    const stored = JSON.parse(localStorage.getItem('freight-portal:Counter:10') ?? '{}') as unknown;
    expect(stored).toEqual({ state: { count: 1 }, version: 1 });
    expect(localStorage.getItem('freight-portal:Counter:11') ?? '').not.toContain('"count":1');
  });

  it("reads a company's copy back from localStorage", () => {
    localStorage.setItem('freight-portal:Counter:12', JSON.stringify({ state: { count: 5 }, version: 1 }));
    expect(counters().storeFor(12).getState().count).toBe(5);
  });

  it("gives a screen the store of the session's company", () => {
    const stores = counters();
    signInAs(buildSession({ company: { id: 13, name: 'Other Pty Ltd' } }));
    const { result } = renderHook(() => stores.useStoreApi());
    expect(result.current).toBe(stores.storeFor(13));
  });
});
