import { Stack, Text } from '@mantine/core';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { errorLines } from '../../../lib/api/call-error';
import { DefaultHeader } from '../../../lib/headers/default-header';
import { Page } from '../../../lib/page';
import { ErrorList } from '../../../components/error-list';
import { isForbidden } from '../../../components/forbidden';
import { ConsignmentsFrom } from '../../../components/list/list-cells';
import { ListSearch, useListSearch } from '../../../components/list/list-search';
import { ShowMore } from '../../../components/list/show-more';
import { PermissionDenied } from '../../../components/permission-denied';
import { useConsignments } from '../api/get-consignments';
import { ConsignmentList } from './consignment-list';

/**
 * /consignment without a consignment: 'Consignments from' the list's first day, a search by
 * consignment number, reference or party, the rows a page at a time and 'Show more' (decision
 * 0029). Needs Consignments.view (spec 02 section 6).
 */
export function ConsignmentsListScreen({ denial }: { denial: string | null }) {
  const search = useListSearch();
  const list = useConsignments(search.query, denial === null);
  const denied = denial ?? (isForbidden(list.error) ? BOOKING_MESSAGES.noAccessViewConsignments : null);

  return (
    <Page header={<DefaultHeader title="Consignments" />} size="xl">
      {denied && <PermissionDenied message={denied} />}
      <Stack gap="md">
        <ConsignmentsFrom since={list.first?.since} />
        <ListSearch search={search} description="Consignment number, reference, business, name or suburb" />
        <ErrorList lines={denied ? [] : errorLines(list.error)} />
        {!denied && list.isPending && (
          <Text role="status" c="gray.7">
            {BOOKING_MESSAGES.loadingData}
          </Text>
        )}
        {list.first && list.rows.length === 0 && <Text>No consignments match.</Text>}
        {list.rows.length > 0 && <ConsignmentList rows={list.rows} />}
        {list.rows.length > 0 && <ShowMore list={list} noun="consignments" />}
      </Stack>
    </Page>
  );
}
