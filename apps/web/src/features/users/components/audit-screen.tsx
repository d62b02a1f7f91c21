import { Anchor, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { placeDay } from '@portal/domain/clock/place-time';
import { NO_PLACE_ZONE } from '@portal/domain/clock/place-zones';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { AUDIT_ACTION_WORDS, AUDIT_ACTIONS, type AuditAction } from '@portal/domain/audit/audit-actions';
import { MESSAGES } from '@portal/domain/messages';
import { can } from '@portal/domain/permissions';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { DefaultHeader } from '../../../lib/headers/default-header';
import { Page } from '../../../lib/page';
import { useSessionStore } from '../../../lib/session/session-store';
import { ErrorList } from '../../../components/error-list';
import { ListSearch, useListSearch } from '../../../components/list/list-search';
import { ShowMore } from '../../../components/list/show-more';
import { PermissionDenied } from '../../../components/permission-denied';
import { useAuditTrail } from '../api/get-audit';
import { AuditTable } from './audit-table';

const ACTION_CHOICES = [{ value: '', label: 'All actions' }, ...AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_WORDS[value] }))];

/**
 * /settings/myusers/audit: the company's audit trail (issue 13, decision 0032), for whoever may
 * see the Users screen; everyone else gets its Permission Denied, and the server refuses them too.
 */
export function AuditScreen() {
  const allowed = useSessionStore((s) => can(s.session?.user.permissions, 'Users', 'view'));
  const search = useListSearch();
  const [action, setAction] = useState<AuditAction | null>(null);
  const list = useAuditTrail(search.query, action, allowed);
  const since = list.first ? ` since ${placeDay(list.first.since, NO_PLACE_ZONE)}` : '';

  return (
    <Page header={<DefaultHeader title="Audit trail" />} size="xl">
      {!allowed && <PermissionDenied message={MESSAGES.permissionDeniedUsers} />}
      {allowed && (
        <Stack gap="md">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h3">{`Sign-ins and changes${since}`}</Title>
            <Anchor component={Link} to="/settings/myusers">
              Back to Users
            </Anchor>
          </Group>
          <Group align="flex-end" gap="md">
            <NativeSelect
              label="Action"
              data={ACTION_CHOICES}
              value={action ?? ''}
              onChange={(event) => setAction((event.currentTarget.value || null) as AuditAction | null)}
              w={260}
            />
            <ListSearch search={search} description="Username, record number or address" />
          </Group>
          <ErrorList lines={errorLines(list.error)} />
          {list.isPending && (
            <Text role="status" c="gray.7">
              {BOOKING_MESSAGES.loadingData}
            </Text>
          )}
          {list.first && list.rows.length === 0 && <Text>No events match.</Text>}
          {list.rows.length > 0 && <AuditTable events={list.rows} />}
          {list.rows.length > 0 && <ShowMore list={list} noun="events" />}
        </Stack>
      )}
    </Page>
  );
}
