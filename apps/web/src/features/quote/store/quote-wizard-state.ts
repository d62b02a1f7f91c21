import { BLANK_PARTY, partyFromSuburbValue, suburbValueOf, type Party } from '@portal/domain/api/party';
import type { PriceBreakdown, Quote, QuoteDraft } from '@portal/domain/api/quote';
import { resetFreight } from '@portal/domain/freight/freight-list';
import { blankBookingFields } from '@portal/domain/booking/blank-booking';
import type { DraftStoreFields } from '../../../components/booking/draft-store';
import type { DetailsValue } from '../../../components/booking/steps/details/details-value';

// The data of the quote wizard (spec 02 section 3, 'Quote' and 'Details store') and the pure
// steps between it, the server's quote and the draft POST quoteNew takes.

export interface QuoteWizard extends DraftStoreFields<QuoteDraft> {
  /** The QuoteDraft of the contract; its sender and receiver are filled from the parties on submit. */
  draft: QuoteDraft;
  sender: Party;
  receiver: Party;
  accepted: boolean;
  /** Total excluding GST; null until priced, or without QuotationFinancials view. */
  quotePrice: number | null;
  /** How quotePrice was reached (DESIGN.md pricing); null like it. */
  breakdown: PriceBreakdown | null;
  /** The General rate card priced the route (spec 02 section 1). */
  generalRate: boolean;
  /** Epoch ms the quote stops being valid; 0 until priced. */
  validUntil: number;
  /** The pickup or consignment the quote was converted to; '' until converted (decision 0040). */
  convertedTo: string;
  /** Started in this wizard rather than opened from the server: Quotations add may accept it (spec 02 section 6). */
  isNew: boolean;
}

export function blankQuoteDraft(): QuoteDraft {
  return { ...blankBookingFields(), sender: '', receiver: '', customerRef: '' };
}

export function blankQuoteWizard(): QuoteWizard {
  return {
    draft: blankQuoteDraft(),
    sender: { ...BLANK_PARTY },
    receiver: { ...BLANK_PARTY },
    accepted: false,
    quotePrice: null,
    breakdown: null,
    generalRate: false,
    validUntil: 0,
    convertedTo: '',
    dirty: false,
    worked: false,
    submitKey: '',
    isNew: true,
  };
}

/** The draft POST quoteNew takes: the parties mapped to their suburb values. */
export function draftForSubmit({ draft, sender, receiver }: Pick<QuoteWizard, 'draft' | 'sender' | 'receiver'>): QuoteDraft {
  return { ...draft, sender: suburbValueOf(sender), receiver: suburbValueOf(receiver) };
}

/** The server's quote as the wizard's state, opened at `progress`; nothing local is kept. */
export function quoteFromServer(quote: Quote, progress: number): QuoteWizard {
  const { sender, receiver, customerRef, poNumber, ppi, pickupRequired, deliveryRequired, _dgHas, dgClasses, instructions, quoteNumber, version } = quote;
  const freightList = quote.freightList.length > 0 ? quote.freightList : resetFreight();
  return {
    ...blankQuoteWizard(),
    draft: { progress, sender, receiver, customerRef, poNumber, freightList, ppi, pickupRequired, deliveryRequired, _dgHas, dgClasses, instructions, quoteNumber, version },
    sender: partyFromSuburbValue(sender),
    receiver: partyFromSuburbValue(receiver),
    accepted: quote.accepted,
    quotePrice: quote.quotePrice,
    breakdown: quote.breakdown,
    generalRate: quote.generalRate,
    validUntil: quote.validUntil,
    convertedTo: quote.pickup || quote.connote,
    isNew: false,
  };
}

/**
 * The shared Details step's value. Its quoteNumber stays '' because that field names the quote
 * a pickup was made from (which locks the suburbs), while here the suburbs are what is quoted.
 */
export function detailsOf({ draft, sender, receiver }: Pick<QuoteWizard, 'draft' | 'sender' | 'receiver'>): DetailsValue {
  return { sender, receiver, poNumber: draft.poNumber, customerRef: draft.customerRef, quoteNumber: '' };
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
