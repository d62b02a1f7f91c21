import type { Party } from '@portal/domain/api/party';
import type { FreightItem } from '@portal/domain/booking/booking';
import { routeMoved } from '@portal/domain/details/details-state';
import { clearFreightTypes } from '@portal/domain/freight/freight-list';
import { newIdempotencyKey } from './api/idempotency-key';

// What every booking wizard's store does with its draft (spec 02 section 4, 'Wizard progress'),
// written once for the quote, pickup and drop-freight stores.

export interface DraftStoreFields<D> {
  draft: D;
  /** Edits the server has not saved. */
  dirty: boolean;
  /** The user worked on this copy: a local copy worth offering (spec 02 section 4). */
  worked: boolean;
  /** The Idempotency-Key of the pending submit of this version of the draft; '' until one is sent. */
  submitKey: string;
}

export interface DraftStoreActions<D> {
  /** Any user edit: the copy now differs from the server's, and a new submit needs a new key. */
  patchDraft: (patch: Partial<D>) => void;
  /** Fields derived from the user's (normalised times, a schedule outcome, services): not an edit. */
  setDerived: (patch: Partial<D>) => void;
  /** Moving between steps is not an edit. */
  goTo: (progress: number) => void;
  /** The Idempotency-Key of this version of the draft: made on the first submit, reused by a retry. */
  keyForSubmit: () => string;
}

export type StoreSet<S> = (partial: Partial<S> | ((state: S) => Partial<S>)) => void;

export function draftStoreActions<D extends { progress: number }, S extends DraftStoreFields<D>>(
  set: StoreSet<S>,
  get: () => S,
): DraftStoreActions<D> {
  const withDraft = (s: S, patch: Partial<D>) => ({ ...s.draft, ...patch });
  return {
    patchDraft: (patch) => set((s) => ({ draft: withDraft(s, patch), dirty: true, worked: true, submitKey: '' }) as Partial<S>),
    setDerived: (patch) => set((s) => ({ draft: withDraft(s, patch) }) as Partial<S>),
    goTo: (progress) => set((s) => ({ draft: withDraft(s, { progress } as Partial<D>) }) as Partial<S>),
    keyForSubmit: () => {
      const key = get().submitKey || newIdempotencyKey();
      set({ submitKey: key } as Partial<S>);
      return key;
    },
  };
}

interface RoutedDraft {
  sender: Party;
  receiver: Party;
  freightList: FreightItem[];
}

/** A Details patch of a draft: a new route blanks the old route's freight types (spec 02 section 4). */
export function routePatch<D extends RoutedDraft>(draft: D, patch: Partial<D>): Partial<D> {
  const moved = routeMoved(draft, { sender: patch.sender ?? draft.sender, receiver: patch.receiver ?? draft.receiver });
  return moved ? { ...patch, freightList: clearFreightTypes(draft.freightList) } : patch;
}
