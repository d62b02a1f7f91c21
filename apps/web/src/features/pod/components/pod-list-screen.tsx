import { Anchor, Stack, Table, Text } from '@mantine/core';
import { placeTime } from '@portal/domain/clock/place-time';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { Link } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { DefaultHeader } from '../../../lib/headers/default-header';
import { Page } from '../../../lib/page';
import { podState } from '../../../components/consignment-route-state';
import { ErrorList } from '../../../components/error-list';
import { isForbidden } from '../../../components/forbidden';
import { ListTable } from '../../../components/list-table';
import { PARTY_COLUMNS, PartyCell } from '../../../components/list/list-cells';
import { ListSearch, useListSearch } from '../../../components/list/list-search';
import { ShowMore } from '../../../components/list/show-more';
import { PermissionDenied } from '../../../components/permission-denied';
import { usePods } from '../api/list-pods';

const COLUMNS = ['POD', 'Delivered', PARTY_COLUMNS.receiver, 'Signed By'];

/**
 * /pod without a POD: the company's proofs of delivery of the last 30 days, each opening its POD
 * (a POD's number is its consignment's), searched and a page at a time as the other lists are
 * (decision 0029).
 */
export function PodListScreen({ denial }: { denial: string | null }) {
  const search = useListSearch();
  const pods = usePods(search.query, denial === null);
  const denied = denial ?? (isForbidden(pods.error) ? BOOKING_MESSAGES.noAccessViewPods : null);
  const { rows } = pods;

  return (
    <Page header={<DefaultHeader title="Proofs of Delivery" />} size="xl">
      {denied && <PermissionDenied message={denied} />}
      <Stack gap="md">
        <ListSearch search={search} description="Consignment number, reference, business, name, suburb or who signed" />
        <ErrorList lines={denied ? [] : errorLines(pods.error)} />
        {!denied && pods.isPending && (
          <Text role="status" c="gray.7">
            {BOOKING_MESSAGES.loadingData}
          </Text>
        )}
        {pods.first && rows.length === 0 && <Text>{search.query ? 'No proofs of delivery match.' : 'No proofs of delivery yet.'}</Text>}
        {rows.length > 0 && (
          <ListTable testId="pod-list" columns={COLUMNS}>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`pod-row-${row.docRN}`}>
                <Table.Td>
                  <Anchor component={Link} to="/pod" state={podState(row.docRN)}>
                    {row.docRN}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{placeTime(row.date, row.timeZone)}</Table.Td>
                <PartyCell company={row.receiverCompany} suburb={row.receiverSuburb} />
                <Table.Td>{row.signedBy}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
        {rows.length > 0 && <ShowMore list={pods} noun="PODs" />}
      </Stack>
    </Page>
  );
}
