import type { FreightItem } from '@portal/domain/booking/booking';
import { resetFreight } from '@portal/domain/freight/freight-list';
import { draftStoreActions, routePatch, type DraftStoreActions, type DraftStoreFields, type StoreSet } from './draft-store';
import type { DetailsValue } from './steps/details/details-value';
import type { Party } from '@portal/domain/api/party';

// What the pickup and drop-freight stores do beside editing the draft (spec 02 section 4):
// start a fresh draft, take the server's copy, reset, and apply the Details step's patches.

interface ConsignedDraft {
  progress: number;
  sender: Party;
  receiver: Party;
  freightList: FreightItem[];
}

export interface BookingWizardFields<D> extends DraftStoreFields<D> {
  /** Started in this browser rather than opened from the server. */
  isNew: boolean;
}

export interface BookingStoreActions<D> extends DraftStoreActions<D> {
  /** A Details step patch; the quote number is not the step's to change. */
  patchDetails: (patch: Partial<DetailsValue>) => void;
  /** A fresh draft (new, or from a quote) that holds no work yet. */
  start: (draft: D) => void;
  /** The server's copy replaces the local one, opened at `progress`. */
  load: (draft: D, progress: number) => void;
  /** 'A reset-page action returns a blank store' (spec 02 section 4). */
  reset: () => void;
}

/** The server's record as the wizard's state, opened at `progress`; nothing local is kept. */
export function openedFromServer<D extends ConsignedDraft, W extends { isNew: boolean }>(blank: (draft: D) => W, draft: D, progress: number): W {
  const freightList = draft.freightList.length > 0 ? draft.freightList : resetFreight();
  return { ...blank({ ...draft, progress, freightList }), isNew: false };
}

interface BookingStoreSetup<D, W> {
  /** The wizard's blank state around `draft` (a blank draft when none is given). */
  blank: (draft?: D) => W;
  /** The Details step's patch as a patch of this draft. */
  detailsPatch: (patch: Partial<DetailsValue>) => Partial<D>;
}

export function bookingStoreActions<D extends ConsignedDraft, S extends BookingWizardFields<D>>(
  set: StoreSet<S>,
  get: () => S & DraftStoreActions<D>,
  { blank, detailsPatch }: BookingStoreSetup<D, Partial<S> & { isNew: boolean }>,
): BookingStoreActions<D> {
  return {
    ...draftStoreActions<D, S>(set, get),
    patchDetails: (patch) => get().patchDraft(routePatch(get().draft, detailsPatch(patch))),
    start: (draft) => set(blank(draft)),
    load: (draft, progress) => set(openedFromServer(blank, draft, progress)),
    reset: () => set(blank()),
  };
}
