import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { QuotePriceFields } from '@portal/domain/api/quote';
import { IconInfoCircle } from '@tabler/icons-react';
import { QuotePriceSection } from '../../../quote-price/quote-price-section';

export interface AcceptQuotePanelProps {
  quoteNumber: string;
  /** Which conversions the quote allows (spec 02 section 4: by pickupRequired). */
  convertToPickup: boolean;
  dropFreightIn: boolean;
  /** Why the other conversion is not available (spec 02 section 8). */
  notice: string;
  /** The accepted price, null without QuotationFinancials view (spec 02 section 6). */
  price: QuotePriceFields;
  onSave: () => void;
  onConvertToPickup: () => void;
  onDropFreightIn: () => void;
}

/** The Accept Quote screen (spec 02 section 2): Save, Convert to Pickup and Drop Freight in. */
export function AcceptQuotePanel(props: AcceptQuotePanelProps) {
  const { quoteNumber, convertToPickup, dropFreightIn, notice, price, onSave, onConvertToPickup, onDropFreightIn } = props;
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="accept-quote">
      <Stack gap="md">
        <Title order={2} size="h3">
          Accept Quote
        </Title>
        <Text fw={700} data-testid="accepted-quote-number">
          Quote {quoteNumber}
        </Text>
        <QuotePriceSection price={price} />
        {notice && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="accept-notice">
            {notice}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onSave}>
            Save
          </Button>
          <Button onClick={onConvertToPickup} disabled={!convertToPickup}>
            Convert to Pickup
          </Button>
          <Button onClick={onDropFreightIn} disabled={!dropFreightIn}>
            Drop Freight in
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
