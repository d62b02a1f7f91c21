import { Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { LANES_PAGE_SIZE } from '@portal/domain/carrier/pricing-calls';
import { laneKey, type RateLane } from '@portal/domain/pricing/rate-lane';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorList } from '../../components/error-list';
import { useListSearch } from '../../components/list/list-search';
import { ListTable } from '../../components/list-table';
import { errorLines } from '../../lib/api/call-error';
import { useVersionLanes } from './api/rate-version';
import { DESCRIPTION_STYLES } from './field-styles';
import { lanePricesText, laneServicesText } from './lane-text';
import { PageButtons } from './page-buttons';

/** The longest search the lanes call takes (laneListSchema). */
const SEARCH_MAX = 50;

export const LANE_COLUMNS = ['From', 'To', 'Freight type', 'Rate', 'Services', 'Prices'];

/** One lane's cells, as the version page and the import preview show it. */
export function LaneCells({ lane }: { lane: RateLane }) {
  return (
    <>
      <Table.Td>{lane.depotFrom}</Table.Td>
      <Table.Td>{lane.depotTo}</Table.Td>
      <Table.Td>{lane.freightType}</Table.Td>
      <Table.Td>{lane.isDefault ? 'Default' : 'Special'}</Table.Td>
      <Table.Td>{laneServicesText(lane)}</Table.Td>
      <Table.Td>{lanePricesText(lane)}</Table.Td>
    </>
  );
}

/** A version's lanes, a page at a time, searched on the server by depot or freight type. */
export function VersionLanes({ versionId }: { versionId: number }) {
  const search = useListSearch();
  const [paged, setPaged] = useState({ page: 1, query: '' });
  // A new search starts at its first page.
  const page = paged.query === search.query ? paged.page : 1;
  const lanes = useVersionLanes(versionId, page, search.query);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Lanes
      </Title>
      <TextInput
        type="search"
        label="Search the lanes"
        description="A depot code or a freight type"
        styles={DESCRIPTION_STYLES}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search.value}
        onChange={(event) => search.setValue(event.currentTarget.value)}
        maxLength={SEARCH_MAX}
        maw={420}
      />
      <ErrorList lines={errorLines(lanes.error)} />
      {lanes.isPending && (
        <Text role="status" c="gray.7">
          Loading the lanes...
        </Text>
      )}
      {lanes.data && (
        <>
          <ListTable testId="version-lanes" label="Lanes" columns={LANE_COLUMNS}>
            {lanes.data.lanes.map((lane) => (
              <Table.Tr key={laneKey(lane)}>
                <LaneCells lane={lane} />
              </Table.Tr>
            ))}
          </ListTable>
          {lanes.data.total === 0 && <Text>{search.query ? 'No lane matches the search.' : 'This version has no lanes.'}</Text>}
          <PageButtons
            page={lanes.data.page}
            pageSize={lanes.data.pageSize || LANES_PAGE_SIZE}
            total={lanes.data.total}
            noun="lanes"
            busy={lanes.isFetching}
            onPage={(next) => setPaged({ page: next, query: search.query })}
          />
        </>
      )}
    </Stack>
  );
}
