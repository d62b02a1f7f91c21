import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { can } from '@portal/domain/permissions';
import { quoteAccessDenial } from '@portal/domain/quote/quote-access';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorLines } from '../../../app/api/call-error';
import { DefaultHeader } from '../../../app/headers/default-header';
import { Page } from '../../../app/page';
import { useSessionStore } from '../../../app/session/session-store';
import { ErrorList } from '../../../components/error-list';
import { PermissionDenied } from '../../../components/permission-denied';
import { useDuplicateQuote } from '../api/duplicate-quote';
import { useQuotes } from '../api/get-quotes';
import { DuplicateQuoteDialog } from './duplicate-quote-dialog';
import { QuoteList } from './quote-list';
import { existingQuoteState } from './quote-route-state';
import { serverDenial } from './server-denial';

/**
 * /quote (the landing) and /quote/existing without a quote: New Quote and the quotes of the
 * last 30 days. Needs Quotations view (spec 02 section 6).
 */
export function QuotesScreen() {
  const navigate = useNavigate();
  const permissions = useSessionStore((s) => s.session?.user.permissions);
  const canView = quoteAccessDenial('view', permissions ?? {}) === null;
  const canAdd = can(permissions, 'Quotations', 'add');
  const quotes = useQuotes(canView);
  const denied = canView ? serverDenial(quotes.error) : BOOKING_MESSAGES.noAccessViewQuotations;
  const duplicate = useDuplicateQuote();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [duplicateError, setDuplicateError] = useState('');

  const onConfirm = () => {
    if (!confirming) return;
    setDuplicateError('');
    duplicate.mutate(confirming, {
      onSuccess: (answer) => {
        setConfirming(null);
        // A refused duplicate shows the server's message in the list's error area (spec 02 section 8).
        if (!answer.success) return setDuplicateError(answer.message);
        if (answer.message) notifications.show({ message: answer.message, color: 'freight' });
        void navigate('/quote/existing', { state: existingQuoteState(answer.recordNumber) });
      },
      onError: () => setConfirming(null),
    });
  };

  return (
    <Page header={<DefaultHeader title="Existing Quotes" />} size="xl">
      {denied && <PermissionDenied message={denied} />}
      <Stack gap="md">
        <Group justify="flex-end">
          {/* Always offered: /quote/new itself says 'You do not have access to create a quotation.' */}
          <Button component={Link} to="/quote/new" leftSection={<IconPlus size={18} aria-hidden />}>
            New Quote
          </Button>
        </Group>
        <ErrorList lines={[...(denied ? [] : errorLines(quotes.error)), duplicateError, ...errorLines(duplicate.error)]} />
        {canView && quotes.isPending && (
          <Text role="status" c="gray.7">
            {BOOKING_MESSAGES.loadingData}
          </Text>
        )}
        {quotes.data && (
          <QuoteList
            rows={quotes.data.quotes}
            canDuplicate={canAdd}
            busy={duplicate.isPending}
            onDuplicate={(quoteNumber) => {
              duplicate.reset();
              setDuplicateError('');
              setConfirming(quoteNumber);
            }}
          />
        )}
      </Stack>
      <DuplicateQuoteDialog
        quoteNumber={confirming}
        busy={duplicate.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(null)}
      />
    </Page>
  );
}
