import { BOOKING_MESSAGES } from '../booking-messages';
import { can, type Permissions } from '../permissions';

// Who may do what with a quote (spec 02 section 6). Each function answers the Permission Denied
// text, or null when allowed; one place for the browser's screens and the server's routes.

export type QuoteAction = 'create' | 'edit' | 'reprice' | 'view' | 'accept' | 'convertToPickup' | 'convertToConsignment';

export interface QuoteAccessContext {
  /** The quote has been accepted (edit). */
  accepted?: boolean;
  /**
   * The quote is the caller's own new one (accept, reprice): in the browser, started in this
   * wizard session; on the server, created by the caller and not yet accepted.
   */
  isNew?: boolean;
  /** A quote is in the navigation state (convert); false gives 'You do not have a quotation to convert'. */
  hasQuote?: boolean;
}

export function quoteAccessDenial(action: QuoteAction, permissions: Permissions, ctx: QuoteAccessContext = {}): string | null {
  const m = BOOKING_MESSAGES;
  const q = (flag: 'add' | 'edit' | 'view') => can(permissions, 'Quotations', flag);
  switch (action) {
    case 'create':
      return q('add') ? null : m.noAccessCreateQuotation;
    case 'view':
      return q('view') ? null : m.noAccessViewQuotations;
    case 'edit':
      if (!q('edit')) return m.noAccessEditQuotations;
      return ctx.accepted ? m.quoteAlreadyAccepted : null;
    case 'reprice':
      // POST quoteNew of a numbered quote: Quotations.edit, or Quotations.add for the caller's own
      // new quote, as accepting it is (spec 02 section 6; docs/decisions/0023).
      if (!q('edit') && !(ctx.isNew === true && q('add'))) return m.noAccessEditQuotations;
      return ctx.accepted ? m.quoteAlreadyAccepted : null;
    case 'accept':
      return q('edit') || (ctx.isNew === true && q('add')) ? null : m.noAccessAcceptQuotation;
    case 'convertToPickup':
      if (ctx.hasQuote === false) return m.noQuotationToConvert;
      return q('edit') && can(permissions, 'Pickups', 'add') ? null : m.noAccessConvertToPickup;
    case 'convertToConsignment':
      if (ctx.hasQuote === false) return m.noQuotationToConvert;
      return q('edit') && can(permissions, 'Consignments', 'add') ? null : m.noAccessConvertToConsignment;
  }
}

/**
 * How an existing quote opens: editable when unaccepted with Quotations.edit, else read-only
 * with Quotations.view, else denied with 'You do not have access to view quotations.'
 */
export function existingQuoteMode(permissions: Permissions, accepted: boolean): 'edit' | 'view' | { denied: string } {
  if (quoteAccessDenial('edit', permissions, { accepted }) === null) return 'edit';
  return can(permissions, 'Quotations', 'view') ? 'view' : { denied: BOOKING_MESSAGES.noAccessViewQuotations };
}

/** The quote Summary shows the total excluding GST only with QuotationFinancials view. */
export function showsQuotePrice(permissions: Permissions): boolean {
  return can(permissions, 'QuotationFinancials', 'view');
}
