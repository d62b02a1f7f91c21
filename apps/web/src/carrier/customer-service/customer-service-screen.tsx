import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { CUSTOMER_SERVICE_MESSAGES } from '@portal/domain/carrier/customer-service-calls';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorList } from '../../components/error-list';
import { errorLines } from '../../lib/api/call-error';
import { useFoundConsignments } from './api/find-consignments';
import { ConsignmentPage } from './consignment-page';
import { FoundConsignments } from './found-consignments';

/**
 * Customer service (issue 26): find any company's consignment by its number, a customer
 * reference or its tracking id, then see it whole and record a scan or a POD by hand. The
 * search and the open consignment are in the address (?search=, ?con=), so Back returns to the
 * results and a link can be passed to a colleague.
 */
export function CustomerServiceScreen() {
  const [params] = useSearchParams();
  const search = params.get('search') ?? '';
  const con = params.get('con') ?? '';
  const back = `?${new URLSearchParams(search ? { search } : {}).toString()}`;
  if (con) return <ConsignmentPage conNumber={con} back={back} />;
  return <SearchPage search={search} />;
}

function SearchPage({ search }: { search: string }) {
  const [, setParams] = useSearchParams();
  const [typed, setTyped] = useState(search);
  const [blank, setBlank] = useState(false);
  const found = useFoundConsignments(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBlank(typed.trim() === '');
    if (typed.trim() !== '') setParams({ search: typed.trim() });
  };
  const linkTo = (conNumber: string) => `?${new URLSearchParams({ search, con: conNumber }).toString()}`;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Customer service
      </Title>
      <form onSubmit={submit} noValidate role="search" aria-label="Find a consignment">
        <Group align="flex-start">
          <TextInput
            label="Consignment number, customer reference or tracking id"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={blank ? CUSTOMER_SERVICE_MESSAGES.searchBlank : undefined}
            maxLength={100}
            w={420}
          />
          <Button type="submit" mt={25}>
            Find
          </Button>
        </Group>
      </form>
      <ErrorList lines={errorLines(found.error)} />
      {search !== '' && found.isPending && (
        <Text role="status" c="gray.7">
          {BOOKING_MESSAGES.loadingData}
        </Text>
      )}
      {found.data && <FoundConsignments rows={found.data.consignments} linkTo={linkTo} />}
    </Stack>
  );
}
