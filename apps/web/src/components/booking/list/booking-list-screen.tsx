import { Button, Group, Stack, Text } from '@mantine/core';
import { BOOKING_MESSAGES } from '@portal/domain/booking-messages';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorLines } from '../../../lib/api/call-error';
import { DefaultHeader } from '../../../lib/headers/default-header';
import { Page } from '../../../lib/page';
import { ErrorList } from '../../error-list';
import { PermissionDenied } from '../../permission-denied';
import { ListSearch, type ListSearchState } from '../../list/list-search';
import { ShowMore } from '../../list/show-more';
import type { PagedList } from '../../list/use-paged-list';
import { DuplicateDialog, type DuplicateDialogProps } from './duplicate-dialog';
import type { DuplicateFlow } from './use-duplicate-flow';

interface BookingListScreenProps<T, R> {
  /** 'Existing Quotes', 'Existing Pickups'. */
  title: string;
  /** The New button, e.g. { to: '/quote/new', label: 'New Quote' }. */
  newRecord: { to: string; label: string };
  /** The browser's own refusal, or the server's (403); null while the list may show. */
  denied: string | null;
  /** The list, a page at a time (usePagedList, disabled while `denied`). */
  list: PagedList<T, R>;
  /** The Search box's state and what it searches, e.g. 'Quote number, reference or suburb'. */
  search: ListSearchState;
  searchDescription: string;
  /** What the rows are, for the count below them: 'quotes'. */
  noun: string;
  duplicate: DuplicateFlow;
  dialog: Pick<DuplicateDialogProps, 'title' | 'text' | 'confirmTestId'>;
  /** Above the list (e.g. drop freight's 'Consignments from' and the list's first day). */
  heading?: ReactNode;
  /** More of the list's errors (e.g. a failed fetch of a row to open). */
  errors?: readonly string[];
  /** The feature's table of the rows of every page shown so far. */
  children: (rows: readonly R[]) => ReactNode;
}

/**
 * The landing of a booking area: New, the records of the last 30 days with 'Loading Data...'
 * meanwhile, Permission Denied without view access (spec 02 section 6), and the list's error
 * area and duplicate confirmation (spec 02 sections 2 and 8); a Search box and 'Show more' for
 * the next page (decision 0029).
 */
export function BookingListScreen<T, R>(props: BookingListScreenProps<T, R>) {
  const { title, newRecord, denied, list, search, searchDescription, noun, duplicate, dialog, heading, errors = [], children } = props;
  return (
    <Page header={<DefaultHeader title={title} />} size="xl">
      {denied && <PermissionDenied message={denied} />}
      <Stack gap="md">
        <Group justify="flex-end">
          {/* Always offered: the new screen itself says 'You do not have access to create a ...'. */}
          <Button component={Link} to={newRecord.to} leftSection={<IconPlus size={18} aria-hidden />}>
            {newRecord.label}
          </Button>
        </Group>
        {heading}
        <ListSearch search={search} description={searchDescription} />
        <ErrorList lines={[...(denied ? [] : errorLines(list.error)), ...duplicate.errors, ...errors]} />
        {!denied && list.isPending && (
          <Text role="status" c="gray.7">
            {BOOKING_MESSAGES.loadingData}
          </Text>
        )}
        {list.first && children(list.rows)}
        {list.first && <ShowMore list={list} noun={noun} />}
      </Stack>
      <DuplicateDialog
        {...dialog}
        recordNumber={duplicate.confirming}
        busy={duplicate.busy}
        onConfirm={duplicate.confirm}
        onCancel={duplicate.cancel}
      />
    </Page>
  );
}
