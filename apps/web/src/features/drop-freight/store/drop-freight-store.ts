import type { DropFreightDraft, DropFreightSaveAnswer } from '@portal/domain/api/drop-freight';
import { dropFreightPageNotSupported } from '@portal/domain/booking-messages';
import type { StoreApi } from 'zustand/vanilla';
import { bookingStoreActions, type BookingStoreActions } from '../../../components/booking/booking-store';
import { createCompanyStores } from '../../../components/booking/company-stores';
import type { DetailsValue } from '../../../components/booking/steps/details/details-value';
import { applyBooked, applySave, blankDropFreightWizard, type DropFreightWizard } from './drop-freight-wizard-state';

// The drop-freight wizards' store, one per company under its own key (spec 02 section 3: 'drop
// freight has its own per-company key'). Direct and quote-based drop freight share it.

export interface DropFreightStoreState extends DropFreightWizard, BookingStoreActions<DropFreightDraft> {
  /** A save answered success (the drop freight is on the server and numbered). */
  saved: (answer: Pick<DropFreightSaveAnswer, 'recordNumber' | 'freightItemIDs' | 'version'>, progress: number) => void;
  /** The booking answered success. */
  booked: (status: number) => void;
}

export type DropFreightStore = StoreApi<DropFreightStoreState>;

/** The Details step's fields; the quote number is not the step's to change. */
const DETAILS_FIELDS = ['sender', 'receiver', 'poNumber', 'customerRef'] as const;

function detailsPatch(patch: Partial<DetailsValue>): Partial<DropFreightDraft> {
  const next: Partial<DropFreightDraft> = {};
  for (const [field, value] of Object.entries(patch)) {
    if (field === 'quoteNumber') continue;
    // A programming error: the store has no such field (spec 02 section 8).
    if (!(DETAILS_FIELDS as readonly string[]).includes(field)) throw new Error(dropFreightPageNotSupported(field));
    Object.assign(next, { [field]: value });
  }
  return next;
}

const dropFreightStores = createCompanyStores<DropFreightStoreState, Partial<DropFreightStoreState>>(
  'DropFreight',
  (set, get) => ({
    ...blankDropFreightWizard(),
    ...bookingStoreActions<DropFreightDraft, DropFreightStoreState>(set, get, { blank: blankDropFreightWizard, detailsPatch }),
    saved: (answer, progress) => set((s) => ({ draft: { ...applySave(s.draft, answer), progress }, dirty: false, worked: true, submitKey: '' })),
    booked: (status) => set((s) => ({ draft: applyBooked(s.draft, status), dirty: false, worked: false, submitKey: '' })),
  }),
  ({ draft, dirty, worked, isNew, submitKey }) => ({ draft, dirty, worked, isNew, submitKey }),
);

export const dropFreightStoreFor: (companyId: number) => DropFreightStore = dropFreightStores.storeFor;

/** The drop-freight store of the company chosen in the session. */
export const useDropFreightStoreApi: () => DropFreightStore = dropFreightStores.useStoreApi;
