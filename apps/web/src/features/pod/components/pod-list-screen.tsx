import { Anchor, Stack, Table, Text } from '@mantine/core';
import { placeTime } from '@portal/domain/clock/place-time';
import type { DocumentRow } from '@portal/domain/api/documents';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { Link } from 'react-router';
import { errorLines } from '../../../app/api/call-error';
import { DefaultHeader } from '../../../app/headers/default-header';
import { Page } from '../../../app/page';
import { podState } from '../../../components/consignment-route-state';
import { ErrorList } from '../../../components/error-list';
import { isForbidden } from '../../../components/forbidden';
import { ListTable } from '../../../components/list-table';
import { PermissionDenied } from '../../../components/permission-denied';
import { usePods } from '../api/list-pods';

const COLUMNS = ['POD', 'Delivered', 'Receiver', 'Signed By'];

const receiverText = (row: DocumentRow) => (row.receiverCompany ? `${row.receiverCompany} (${row.receiverSuburb})` : row.receiverSuburb);

/** /pod without a POD: the company's proofs of delivery, each opening its POD (a POD's number is its consignment's). */
export function PodListScreen({ denial }: { denial: string | null }) {
  const pods = usePods(denial === null);
  const denied = denial ?? (isForbidden(pods.error) ? BOOKING_MESSAGES.noAccessViewPods : null);
  const rows = pods.data?.documents ?? [];

  return (
    <Page header={<DefaultHeader title="Proofs of Delivery" />} size="xl">
      {denied && <PermissionDenied message={denied} />}
      <Stack gap="md">
        <ErrorList lines={denied ? [] : errorLines(pods.error)} />
        {!denied && pods.isPending && (
          <Text role="status" c="gray.7">
            {BOOKING_MESSAGES.loadingData}
          </Text>
        )}
        {pods.data && rows.length === 0 && <Text>No proofs of delivery yet.</Text>}
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
                <Table.Td>{receiverText(row)}</Table.Td>
                <Table.Td>{row.signedBy}</Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </Stack>
    </Page>
  );
}
