import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorLines } from '../../../app/api/call-error';
import { DefaultHeader } from '../../../app/headers/default-header';
import { Page } from '../../../app/page';
import { ErrorList } from '../../../components/error-list';
import { isForbidden } from '../../../components/forbidden';
import { PermissionDenied } from '../../../components/permission-denied';
import { useConsignments } from '../api/get-consignments';
import { ConsignmentList } from './consignment-list';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * /consignment without a consignment: 'Consignments from' the list's first day, a search by
 * consignment number, reference or receiver, and the rows. Needs Consignments.view (spec 02 section 6).
 */
export function ConsignmentsListScreen({ denial }: { denial: string | null }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useConsignments(debounced, denial === null);
  const denied = denial ?? (isForbidden(list.error) ? BOOKING_MESSAGES.noAccessViewConsignments : null);
  const since = list.data ? ` ${dayjs(list.data.since).format('YYYY-MM-DD')}` : '';

  return (
    <Page header={<DefaultHeader title="Consignments" />} size="xl">
      {denied && <PermissionDenied message={denied} />}
      <Stack gap="md">
        <Title order={2} size="h3" data-testid="consignments-from">
          {`${BOOKING_MESSAGES.consignmentsFrom}${since}`}
        </Title>
        <TextInput
          type="search"
          label="Search"
          description="Consignment number, customer reference or receiver"
          // Mantine's dimmed description is below WCAG AA contrast on white.
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
        <ErrorList lines={denied ? [] : errorLines(list.error)} />
        {!denied && list.isPending && (
          <Text role="status" c="gray.7">
            {BOOKING_MESSAGES.loadingData}
          </Text>
        )}
        {list.data && list.data.consignments.length === 0 && <Text>No consignments match.</Text>}
        {list.data && list.data.consignments.length > 0 && <ConsignmentList rows={list.data.consignments} />}
      </Stack>
    </Page>
  );
}
