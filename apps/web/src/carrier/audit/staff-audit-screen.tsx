import { Badge, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AUDIT_ACTION_WORDS, AUDIT_ACTIONS, type AuditAction } from '@portal/domain/audit/audit-actions';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { placeDay } from '@portal/domain/clock/place-time';
import { NO_PLACE_ZONE } from '@portal/domain/clock/place-zones';
import { useState } from 'react';
import { ErrorList } from '../../components/error-list';
import { ListSearch, SEARCH_DEBOUNCE_MS, useListSearch } from '../../components/list/list-search';
import { ShowMore } from '../../components/list/show-more';
import { errorLines } from '../../lib/api/call-error';
import { useStaffAuditTrail } from './api/get-staff-audit';
import { StaffAuditTable } from './staff-audit-table';
import { READABLE_DESCRIPTION } from '../readable-description';

const ACTION_CHOICES = [{ value: '', label: 'All actions' }, ...AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_WORDS[value] }))];

/**
 * The staff audit trail (issue 26): what every staff member did, newest first, a page at a time,
 * filtered by staff member, company and action. A company is chosen from a row of its events.
 */
export function StaffAuditScreen() {
  const search = useListSearch();
  const [action, setAction] = useState<AuditAction | null>(null);
  const [typedUser, setTypedUser] = useState('');
  const [user] = useDebouncedValue(typedUser.trim(), SEARCH_DEBOUNCE_MS);
  const [company, setCompany] = useState<{ id: number; name: string } | null>(null);
  const list = useStaffAuditTrail(search.query, { ...(action ? { action } : {}), ...(user ? { user } : {}), ...(company ? { company: company.id } : {}) });
  const since = list.first ? ` since ${placeDay(list.first.since, NO_PLACE_ZONE)}` : '';

  return (
    <Stack gap="md">
      <Title order={1} size="h2">{`Audit trail${since}`}</Title>
      <Group align="flex-end" gap="md">
        <NativeSelect
          label="Action"
          data={ACTION_CHOICES}
          value={action ?? ''}
          onChange={(event) => setAction((event.currentTarget.value || null) as AuditAction | null)}
          w={240}
        />
        <TextInput label="Staff member" description="Username" styles={READABLE_DESCRIPTION} value={typedUser} onChange={(event) => setTypedUser(event.currentTarget.value)} maxLength={100} w={200} />
        <ListSearch search={search} description="Username, record, user or address" />
      </Group>
      {company && (
        <Group gap="sm">
          <Badge variant="light" size="lg">{`Company: ${company.name}`}</Badge>
          <Button variant="subtle" size="compact-sm" onClick={() => setCompany(null)}>
            Show every company
          </Button>
        </Group>
      )}
      <ErrorList lines={errorLines(list.error)} />
      {list.isPending && (
        <Text role="status" c="gray.7">
          {BOOKING_MESSAGES.loadingData}
        </Text>
      )}
      {list.first && list.rows.length === 0 && <Text>No events match.</Text>}
      {list.rows.length > 0 && <StaffAuditTable events={list.rows} onCompany={setCompany} />}
      {list.rows.length > 0 && <ShowMore list={list} noun="events" />}
    </Stack>
  );
}
