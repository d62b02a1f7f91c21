import '../../../test/setup';
import { Table } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DuplicateAnswer } from '@portal/domain/api/quote';
import { useMutation } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { BookingListScreen } from './booking-list-screen';
import { BookingTable, DuplicateCell } from './booking-table';
import { useDuplicateFlow } from './use-duplicate-flow';
import { useListSearch } from '../../list/list-search';
import type { PagedList } from '../../list/use-paged-list';

interface HarnessProps {
  denied?: string | null;
  list?: Partial<PagedList<object, string>>;
  canDuplicate?: boolean;
  duplicate?: (recordNumber: string) => Promise<DuplicateAnswer>;
  openCopy?: (recordNumber: string) => void;
}

const LOADED = { first: {}, rows: ['R001'] };
/** A list of one page unless told otherwise; the screens' own tests page through the mocked fetch. */
const pagedList = (over: Partial<PagedList<object, string>>): PagedList<object, string> => ({
  rows: [],
  error: null,
  isPending: false,
  hasMore: false,
  loadingMore: false,
  showMore: () => Promise.resolve(false),
  ...over,
});
const copied = (recordNumber: string): DuplicateAnswer => ({ success: true, recordNumber, message: '' });

function Harness({ denied = null, list = LOADED, canDuplicate = true, duplicate, openCopy = () => {} }: HarnessProps) {
  const mutation = useMutation({ mutationFn: duplicate ?? (() => Promise.resolve(copied('R002'))) });
  const flow = useDuplicateFlow(mutation, openCopy);
  const search = useListSearch();
  return (
    <BookingListScreen
      title="Existing Records"
      newRecord={{ to: '/record/new', label: 'New Record' }}
      denied={denied}
      list={pagedList(list)}
      search={search}
      searchDescription="Record number"
      noun="records"
      duplicate={flow}
      dialog={{ title: 'Duplicate Record', text: (n) => `Copy record ${n}?`, confirmTestId: 'confirm-duplicate-record' }}
    >
      {(rows) => (
        <BookingTable testId="record-list" columns={['Record Number']}>
          {rows.map((row) => (
            <Table.Tr key={row}>
              <Table.Td>{row}</Table.Td>
              <DuplicateCell title="Duplicate Record" recordNumber={row} action={{ canDuplicate, busy: flow.busy, onDuplicate: flow.ask }} />
            </Table.Tr>
          ))}
        </BookingTable>
      )}
    </BookingListScreen>
  );
}

const askCopy = () => fireEvent.click(screen.getByRole('button', { name: 'Duplicate Record R001' }));
const confirmCopy = () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Duplicate Record' }));

describe('BookingListScreen and useDuplicateFlow (spec 02 sections 2, 6 and 8)', () => {
  beforeEach(() => {
    useSessionStore.getState().logout();
    signInAs();
  });

  it("shows the title, the New button and 'Loading Data...' while the list loads", () => {
    renderScreen(<Harness list={{ error: null, isPending: true }} />);
    expect(screen.getByText('Existing Records')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Record' }).getAttribute('href')).toBe('/record/new');
    expect(screen.getByRole('status').textContent).toBe('Loading Data...');
  });

  it('shows Permission Denied instead of the loading text and the list error', () => {
    renderScreen(<Harness denied="You may not." list={{ error: new Error('Forbidden'), isPending: true }} />);
    expect(screen.getByRole('dialog', { name: 'Permission Denied' }).textContent).toContain('You may not.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Forbidden')).toBeNull();
  });

  it("shows a failed list call in the error area", () => {
    renderScreen(<Harness list={{ error: new Error('Server down.'), isPending: false }} />);
    expect(screen.getByRole('alert').textContent).toBe('Server down.');
  });

  it('asks first, names the record, and Cancel makes no copy', () => {
    const duplicate = vi.fn((recordNumber: string) => Promise.resolve(copied(recordNumber)));
    renderScreen(<Harness duplicate={duplicate} />);
    askCopy();
    const dialog = screen.getByRole('dialog', { name: 'Duplicate Record' });
    expect(dialog.textContent).toContain('Copy record R001?');
    expect(within(dialog).getByTestId('confirm-duplicate-record').textContent).toBe('Duplicate Record');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(duplicate).not.toHaveBeenCalled();
  });

  it('opens the copy after the confirmed call and shows its message', async () => {
    const openCopy = vi.fn();
    const duplicate = (recordNumber: string) =>
      Promise.resolve({ success: true, recordNumber: `${recordNumber}-copy`, message: 'Copied.' });
    renderScreen(<Harness duplicate={duplicate} openCopy={openCopy} />);
    askCopy();
    confirmCopy();
    await waitFor(() => expect(openCopy).toHaveBeenCalledWith('R001-copy', 'Copied.'));
  });

  it("shows a refused copy's message, then clears it when asked again", async () => {
    const openCopy = vi.fn();
    const refuse = () => Promise.resolve({ success: false, recordNumber: '', message: 'Cannot copy R001.' });
    renderScreen(<Harness duplicate={refuse} openCopy={openCopy} />);
    askCopy();
    confirmCopy();
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot copy R001.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openCopy).not.toHaveBeenCalled();
    askCopy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed call in the error area and closes the confirmation', async () => {
    renderScreen(<Harness duplicate={() => Promise.reject(new Error('Not found.'))} />);
    askCopy();
    confirmCopy();
    expect((await screen.findByRole('alert')).textContent).toBe('Not found.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables the duplicate icon without add permission', () => {
    renderScreen(<Harness canDuplicate={false} />);
    expect((screen.getByRole('button', { name: 'Duplicate Record R001' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
