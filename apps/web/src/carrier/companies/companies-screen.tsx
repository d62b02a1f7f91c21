import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { CompanyListRow } from '@portal/domain/carrier/company-calls';
import { placeDay } from '@portal/domain/clock/place-time';
import { CARRIER_TIME_ZONE } from '@portal/domain/pricing/quote-terms';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorList } from '../../components/error-list';
import { ListSearch, useListSearch } from '../../components/list/list-search';
import { ListTable } from '../../components/list-table';
import { errorLines } from '../../lib/api/call-error';
import { useCompanyList, type CompanyList } from './api/company-list';
import { useMayWriteCompanies } from './use-may-write';

// The Companies section's list (issue 26): every customer company by name, searched by name or
// ABN on the server, a page at a time.

/** A day on the carrier's clock (YYYY-MM-DD). */
export const carrierDay = (epochMs: number) => placeDay(epochMs, CARRIER_TIME_ZONE);

/** White on a dark shade: Mantine's light badges, and white on green.9, miss WCAG AA contrast (axe). */
export function CompanyStatus({ suspendedAt }: { suspendedAt: number | null }) {
  if (suspendedAt === null) return <Badge color="teal.9">Trading</Badge>;
  return (
    <Badge color="red.9">
      Suspended {carrierDay(suspendedAt)}
    </Badge>
  );
}

function CompanyRow({ row }: { row: CompanyListRow }) {
  return (
    <Table.Tr data-testid={`company-row-${row.id}`}>
      <Table.Td>
        <Anchor component={Link} to={String(row.id)}>
          {row.name}
        </Anchor>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.abn}</Table.Td>
      <Table.Td>
        <CompanyStatus suspendedAt={row.suspendedAt} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{carrierDay(row.createdAt)}</Table.Td>
    </Table.Tr>
  );
}

function ListFooter({ list }: { list: CompanyList }) {
  const count = list.rows.length;
  const text = count === 0 ? 'No companies to show' : `${count === 1 ? '1 company' : `${count} companies`} shown${list.hasMore ? '' : ', all of them'}`;
  return (
    <Group justify="space-between">
      <Text aria-live="polite" size="sm" c="gray.7" data-testid="list-count">
        {text}
      </Text>
      {list.hasMore && (
        <Button variant="default" onClick={() => void list.showMore()} loading={list.loadingMore}>
          Show more
        </Button>
      )}
    </Group>
  );
}

export function CompaniesScreen() {
  const search = useListSearch();
  const list = useCompanyList(search.query);
  const mayWrite = useMayWriteCompanies();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Companies
        </Title>
        {mayWrite && (
          <Button component={Link} to="new" leftSection={<IconPlus size={18} aria-hidden />}>
            New company
          </Button>
        )}
      </Group>
      <ListSearch search={search} description="Part of a company's name, or its ABN or the ABN's first digits" />
      <ErrorList lines={errorLines(list.error)} />
      {list.isPending ? (
        <Text role="status" c="gray.7">
          Loading companies...
        </Text>
      ) : (
        <>
          <ListTable testId="company-list" label="Companies" columns={['Name', 'ABN', 'Status', 'Created']}>
            {list.rows.map((row) => (
              <CompanyRow key={row.id} row={row} />
            ))}
          </ListTable>
          <ListFooter list={list} />
        </>
      )}
    </Stack>
  );
}
