import type { PickupConvertAnswer, PickupDraft, PickupSaveAnswer } from '@portal/domain/api/pickup';
import { routeMoved } from '@portal/domain/details/details-state';
import { clearFreightTypes } from '@portal/domain/freight/freight-list';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { companyStorageKey, createCompanyStores } from '../../../components/booking/company-stores';
import type { DetailsValue } from '../../../components/booking/steps/details/details-value';
import { newIdempotencyKey } from '../api/idempotency-key';
import {
  applyBooking,
  applyConversion,
  blankPickupWizard,
  detailsPatch,
  pickupFromServer,
  type PickupWizard,
} from './pickup-wizard-state';

// The pickup wizards' store, one per company (components/booking/company-stores says why). New
// Pickup and Convert Quote share it: spec 02 section 3 keeps one Pickup key per company, and a
// quote being converted is a pickup draft like any other.

export interface PickupStoreState extends PickupWizard {
  /** Any user edit: the copy now differs from the server's, and a new submit needs a new key. */
  patchDraft: (patch: Partial<PickupDraft>) => void;
  patchDetails: (patch: Partial<DetailsValue>) => void;
  /** Fields derived from the user's (normalised times, cut-off outcome, services): not an edit. */
  setDerived: (patch: Partial<PickupDraft>) => void;
  /** Moving between steps is not an edit. */
  goTo: (progress: number) => void;
  /** The Idempotency-Key of this version of the draft: made on the first submit, reused by a retry. */
  keyForSubmit: () => string;
  /** The booking POST answered success. */
  booked: (answer: PickupSaveAnswer, progress: number) => void;
  /** POST pickups/convert answered success: the pickup is completed and the server holds it all. */
  converted: (answer: PickupConvertAnswer) => void;
  /** A fresh draft (new, or from a quote) that holds no work yet. */
  start: (draft: PickupDraft) => void;
  /** GET pickups/edit answered: the server's copy replaces the local one. */
  load: (pickup: PickupDraft, progress: number) => void;
  reset: () => void;
}

export type PickupStore = StoreApi<PickupStoreState>;

/** 'freight-portal:Pickup:{company id}' (spec 02 section 3: 'a Pickup or Quote key'). */
export const pickupStorageKey = (companyId: number) => companyStorageKey('Pickup', companyId);

const pickupStores = createCompanyStores<PickupStoreState, Partial<PickupStoreState>>(
  'Pickup',
  (set, get) => ({
    ...blankPickupWizard(),
    patchDraft: (patch) => set((s) => ({ draft: { ...s.draft, ...patch }, dirty: true, worked: true, submitKey: '' })),
    patchDetails: (patch) => {
      const next = detailsPatch(patch);
      const { draft } = get();
      // A new route blanks the old route's freight types (spec 02 section 4).
      const moved = routeMoved(draft, { sender: next.sender ?? draft.sender, receiver: next.receiver ?? draft.receiver });
      get().patchDraft(moved ? { ...next, freightList: clearFreightTypes(draft.freightList) } : next);
    },
    setDerived: (patch) => set((s) => ({ draft: { ...s.draft, ...patch } })),
    goTo: (progress) => set((s) => ({ draft: { ...s.draft, progress } })),
    keyForSubmit: () => {
      const key = get().submitKey || newIdempotencyKey();
      set({ submitKey: key });
      return key;
    },
    booked: (answer, progress) =>
      set((s) => ({
        draft: { ...applyBooking(s.draft, answer), progress },
        dirty: false,
        worked: true,
        submitKey: '',
        booking: { pickupNumber: answer.pickupNumber, scheduleDay: answer.scheduleDay, message: answer.message },
      })),
    converted: (answer) => set((s) => ({ draft: applyConversion(s.draft, answer), dirty: false, worked: false, submitKey: '' })),
    start: (draft) => set(blankPickupWizard(draft)),
    load: (pickup, progress) => set(pickupFromServer(pickup, progress)),
    reset: () => set(blankPickupWizard()),
  }),
  ({ draft, dirty, worked, isNew, submitKey, booking }) => ({ draft, dirty, worked, isNew, submitKey, booking }),
);

/** The company's pickup store (0 before a company is chosen, which no screen reaches). */
export const pickupStoreFor: (companyId: number) => PickupStore = pickupStores.storeFor;

/** The pickup store of the company chosen in the session. */
export const usePickupStoreApi: () => PickupStore = pickupStores.useStoreApi;

export function usePickupStore<T>(selector: (state: PickupStoreState) => T): T {
  return useStore(usePickupStoreApi(), selector);
}
