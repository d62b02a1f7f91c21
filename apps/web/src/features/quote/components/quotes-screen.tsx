import { BOOKING_MESSAGES, duplicateQuoteConfirm } from '@portal/domain/booking-messages';
import { can } from '@portal/domain/permissions';
import { quoteAccessDenial } from '@portal/domain/quote/quote-access';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../lib/session/session-store';
import { BookingListScreen } from '../../../components/booking/list/booking-list-screen';
import { useListSearch } from '../../../components/list/list-search';
import { useDuplicateFlow } from '../../../components/booking/list/use-duplicate-flow';
import { withNotice } from '../../../components/booking/wizard/wizard-feedback';
import { useDuplicateQuote } from '../api/duplicate-quote';
import { useQuotes } from '../api/get-quotes';
import { QuoteList } from './quote-list';
import { existingQuoteState } from '../../../components/quote-route-state';
import { serverDenial } from './server-denial';

const DIALOG = {
  title: BOOKING_MESSAGES.duplicateQuoteTitle,
  text: duplicateQuoteConfirm,
  confirmTestId: 'confirm-duplicate-quote',
};

/**
 * /quote (the landing) and /quote/existing without a quote: New Quote and the quotes of the
 * last 30 days. Needs Quotations view (spec 02 section 6).
 */
export function QuotesScreen() {
  const navigate = useNavigate();
  const permissions = useSessionStore((s) => s.session?.user.permissions);
  const canView = quoteAccessDenial('view', permissions ?? {}) === null;
  const canAdd = can(permissions, 'Quotations', 'add');
  const search = useListSearch();
  const quotes = useQuotes(search.query, canView);
  const denied = canView ? serverDenial(quotes.error) : BOOKING_MESSAGES.noAccessViewQuotations;
  const duplicate = useDuplicateFlow(useDuplicateQuote(), (quoteNumber, notice) => {
    void navigate('/quote/existing', { state: withNotice(existingQuoteState(quoteNumber), notice) });
  });

  return (
    <BookingListScreen
      title="Existing Quotes"
      newRecord={{ to: '/quote/new', label: 'New Quote' }}
      denied={denied}
      list={quotes}
      search={search}
      searchDescription="Quote, pickup or consignment number, reference or suburb"
      noun="quotes"
      duplicate={duplicate}
      dialog={DIALOG}
    >
      {(rows) => <QuoteList rows={rows} duplicate={{ canDuplicate: canAdd, busy: duplicate.busy, onDuplicate: duplicate.ask }} />}
    </BookingListScreen>
  );
}
