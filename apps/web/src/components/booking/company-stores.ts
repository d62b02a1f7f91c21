import { STORAGE_KEY_PREFIX } from '@portal/domain/constants';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import { useSessionStore } from '../../lib/session/session-store';

/** '{prefix}:{kind}:{company id}' (spec 02 section 3: 'a Pickup or Quote key' per company). */
export const companyStorageKey = (kind: string, companyId: number) => `${STORAGE_KEY_PREFIX}:${kind}:${companyId}`;

export interface CompanyStores<S> {
  /** The company's store, made on first use (0 before a company is chosen, which no screen reaches). */
  storeFor: (companyId: number) => StoreApi<S>;
  /** The store of the company chosen in the session (apps/web/src/lib/session). */
  useStoreApi: () => StoreApi<S>;
}

/**
 * One persisted zustand store per company for a booking wizard (DESIGN.md: one store per wizard,
 * storage key per company). Spec 02 section 3 keeps a draft's local copy per company, so a company
 * switch never shows another company's draft; localStorage lets the copy outlive the tab, which is
 * what makes the 'local copy' prompt of section 4 worth having. `partialize` names what is kept.
 */
export function createCompanyStores<S, P>(
  kind: string,
  state: StateCreator<S, [['zustand/persist', unknown]], []>,
  partialize: (state: S) => P,
): CompanyStores<S> {
  const stores = new Map<number, StoreApi<S>>();
  const storeFor = (companyId: number) => {
    let store = stores.get(companyId);
    if (!store) {
      const storage = createJSONStorage<P>(() => localStorage);
      store = createStore<S>()(persist(state, { name: companyStorageKey(kind, companyId), storage, version: 1, partialize }));
      stores.set(companyId, store);
    }
    return store;
  };
  const useStoreApi = () => storeFor(useSessionStore((s) => s.session?.user.company?.id ?? 0));
  return { storeFor, useStoreApi };
}
