import { BLANK_PARTY, suburbValueOf, type Party } from '@portal/domain/api/party';
import type { FreightItem, Quote, QuoteDraft } from '@portal/domain/api/quote';

// The data of the quote wizard (spec 02 section 3, 'Quote' and 'Details store') and the pure
// steps between it, the server's quote and the draft POST quoteNew takes.

/** The Details step's slice: both parties, PO and customer reference. */
export interface QuoteDetails {
  sender: Party;
  receiver: Party;
  poNumber: string;
  customerRef: string;
}

export interface QuoteWizard {
  /** The QuoteDraft of the contract; its sender and receiver are filled from the parties on submit. */
  draft: QuoteDraft;
  sender: Party;
  receiver: Party;
  accepted: boolean;
  /** Total excluding GST; null until priced, or without QuotationFinancials view. */
  quotePrice: number | null;
  /** The General rate card priced the route (spec 02 section 1). */
  generalRate: boolean;
  /** Epoch ms the quote stops being valid; 0 until priced. */
  validUntil: number;
  /** Edits not yet posted to the server. */
  dirty: boolean;
  /** The user worked on this copy (edited, priced or accepted it): a local copy worth offering. */
  worked: boolean;
}

let itemSeq = 0;

export function blankFreightItem(): FreightItem {
  itemSeq += 1;
  return {
    key: `item-${Date.now().toString(36)}-${itemSeq}`,
    quantity: '',
    type: '',
    description: '',
    unitWeight: '',
    weight: '',
    length: '',
    width: '',
    height: '',
    id: 0,
    ppi: 0,
    ref: '',
    error: '',
    dgClass: 'N/A',
    dgUNCode: '',
    dgTechName: '',
    dgSubRisk: '',
    dgPackGroup: '',
    dgPackType: '',
    dgPackCount: '',
    dgQty: '',
  };
}

export function blankQuoteDraft(): QuoteDraft {
  return {
    progress: 0,
    sender: '',
    receiver: '',
    customerRef: '',
    poNumber: '',
    freightList: [blankFreightItem()],
    ppi: false,
    pickupRequired: 0,
    deliveryRequired: 0,
    _dgHas: null,
    dgClasses: [],
    instructions: '',
    quoteNumber: '',
  };
}

export function blankQuoteWizard(): QuoteWizard {
  return {
    draft: blankQuoteDraft(),
    sender: { ...BLANK_PARTY },
    receiver: { ...BLANK_PARTY },
    accepted: false,
    quotePrice: null,
    generalRate: false,
    validUntil: 0,
    dirty: false,
    worked: false,
  };
}

/** A suburb value 'suburb, state, postCode' back as the party's suburb fields. */
export function partyFromSuburbValue(value: string): Party {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length < 3) return { ...BLANK_PARTY };
  const postCode = parts.pop() ?? '';
  const state = parts.pop() ?? '';
  return { ...BLANK_PARTY, suburb: parts.join(', '), state, postCode };
}

/** The draft POST quoteNew takes: the parties mapped to their suburb values. */
export function draftForSubmit({ draft, sender, receiver }: Pick<QuoteWizard, 'draft' | 'sender' | 'receiver'>): QuoteDraft {
  return { ...draft, sender: suburbValueOf(sender), receiver: suburbValueOf(receiver) };
}

/** The server's quote as the wizard's state, opened at `progress`; nothing local is kept. */
export function quoteFromServer(quote: Quote, progress: number): QuoteWizard {
  const draft: QuoteDraft = {
    progress,
    sender: quote.sender,
    receiver: quote.receiver,
    customerRef: quote.customerRef,
    poNumber: quote.poNumber,
    freightList: quote.freightList.length > 0 ? quote.freightList : [blankFreightItem()],
    ppi: quote.ppi,
    pickupRequired: quote.pickupRequired,
    deliveryRequired: quote.deliveryRequired,
    _dgHas: quote._dgHas,
    dgClasses: quote.dgClasses,
    instructions: quote.instructions,
    quoteNumber: quote.quoteNumber,
  };
  return {
    draft,
    sender: partyFromSuburbValue(quote.sender),
    receiver: partyFromSuburbValue(quote.receiver),
    accepted: quote.accepted,
    quotePrice: quote.quotePrice,
    generalRate: quote.generalRate,
    validUntil: quote.validUntil,
    dirty: false,
    worked: false,
  };
}

export function detailsOf({ draft, sender, receiver }: QuoteWizard): QuoteDetails {
  return { sender, receiver, poNumber: draft.poNumber, customerRef: draft.customerRef };
}

/**
 * Whether the local copy should be offered before `opening` (a quote number, or '' for a new
 * quote) replaces it: it holds work, and it is another quote or has unsaved edits (spec 02 section 4).
 */
export function localCopyConflicts(local: QuoteWizard, opening: string): boolean {
  if (!local.worked) return false;
  if (opening === '') return true;
  return local.draft.quoteNumber !== opening || local.dirty;
}
