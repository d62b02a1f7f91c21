import type { Quote, QuoteDraft, QuoteNewAnswer } from '@portal/domain/api/quote';
import { routeMoved } from '@portal/domain/details/details-state';
import { clearFreightTypes } from '@portal/domain/freight/freight-list';
import type { StoreApi } from 'zustand/vanilla';
import { companyStorageKey, createCompanyStores } from '../../../components/booking/company-stores';
import { draftStoreActions, type DraftStoreActions } from '../../../components/booking/draft-store';
import type { DetailsValue } from '../../../components/booking/steps/details/details-value';
import { blankQuoteWizard, quoteFromServer, type QuoteWizard } from './quote-wizard-state';

// The quote wizard's store, one per company (components/booking/company-stores says why).

export interface QuoteStoreState extends QuoteWizard, DraftStoreActions<QuoteDraft> {
  /** A Details step patch; its quoteNumber (the quote a pickup comes from) does not apply here. */
  patchDetails: (patch: Partial<DetailsValue>) => void;
  /** POST quoteNew answered: the draft is numbered and priced. */
  priced: (answer: QuoteNewAnswer, validUntil: number) => void;
  /** POST quote answered success; accepting raised the quote's version. */
  markAccepted: (progress: number, version: number) => void;
  /** A fresh draft that holds no work yet. */
  start: (draft: QuoteDraft) => void;
  /** GET quote answered: the server's copy replaces the local one. */
  load: (quote: Quote, progress: number) => void;
  reset: () => void;
}

export type QuoteStore = StoreApi<QuoteStoreState>;

/** 'freight-portal:Quote:{company id}' (spec 02 section 3: 'a Pickup or Quote key'). */
export const quoteStorageKey = (companyId: number) => companyStorageKey('Quote', companyId);

const quoteStores = createCompanyStores<QuoteStoreState, Partial<QuoteStoreState>>(
  'Quote',
  (set, get) => ({
    ...blankQuoteWizard(),
    ...draftStoreActions<QuoteDraft, QuoteStoreState>(set, get),
    patchDetails: (patch) =>
      set((s) => {
        const { sender = s.sender, receiver = s.receiver, poNumber, customerRef } = patch;
        const draft = {
          ...s.draft,
          // A new route blanks the old route's freight types (spec 02 section 4).
          ...(routeMoved(s, { sender, receiver }) ? { freightList: clearFreightTypes(s.draft.freightList) } : {}),
          ...(poNumber === undefined ? {} : { poNumber }),
          ...(customerRef === undefined ? {} : { customerRef }),
        };
        return { sender, receiver, draft, dirty: true, worked: true };
      }),
    priced: (answer, validUntil) =>
      set((s) => ({
        draft: {
          ...s.draft,
          quoteNumber: answer.quoteNumber,
          // The next re-pricing or the accept sends the version this save made (decision 0030).
          version: answer.version,
          freightList: answer.freightList.length > 0 ? answer.freightList : s.draft.freightList,
        },
        quotePrice: answer.quotePrice,
        breakdown: answer.breakdown,
        generalRate: answer.generalRate,
        validUntil,
        dirty: false,
        worked: true,
      })),
    markAccepted: (progress, version) => set((s) => ({ accepted: true, draft: { ...s.draft, progress, version }, dirty: false, worked: true })),
    start: (draft) => set({ ...blankQuoteWizard(), draft }),
    load: (quote, progress) => set(quoteFromServer(quote, progress)),
    reset: () => set(blankQuoteWizard()),
  }),
  ({ draft, sender, receiver, accepted, quotePrice, breakdown, generalRate, validUntil, dirty, worked, isNew }) =>
    ({ draft, sender, receiver, accepted, quotePrice, breakdown, generalRate, validUntil, dirty, worked, isNew }),
);

/** The chosen company's quote store (0 before a company is chosen, which no screen reaches). */
export const quoteStoreFor: (companyId: number) => QuoteStore = quoteStores.storeFor;

/** The quote store of the company chosen in the session (apps/web/src/lib/session). */
export const useQuoteStoreApi: () => QuoteStore = quoteStores.useStoreApi;
