import '../../../test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEvent } from '@portal/domain/api/audit';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { mockRoutes, paramsOf } from '../../../components/documents/document-test-support';
import { buildSession, jsonResponse, ONE_PAGE, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { AuditScreen } from './audit-screen';
import { UsersScreen } from './users-screen';

// The Users area's audit trail (issue 13, decision 0032).

const AT = Date.UTC(2026, 9, 21, 3, 4, 5);
const event = (over: Partial<AuditEvent> = {}): AuditEvent => ({
  at: AT,
  username: 'booker',
  actor: 'user',
  action: 'pickup-booked',
  target: 'P1000001',
  address: '203.0.113.7',
  ...over,
});
const page = (events: AuditEvent[], next: string | null = null) => () => jsonResponse({ ...ONE_PAGE, next, events });

describe('audit trail screen', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it("shows when (on the carrier's clock, named), who, the action in words, the record and the address", async () => {
    signInAs();
    mockRoutes({
      'GET audit': page([
        event(),
        event({ actor: 'operations', username: '', action: 'scan-recorded', target: 'FP000012345 code 41', address: '10.0.0.1' }),
        // The carrier's staff by name only (issue 26).
        event({ actor: 'staff', username: 'Sam Service', action: 'pod-recorded', target: 'FP000012345', address: '10.0.0.2' }),
      ]),
    });
    renderScreen(<AuditScreen />);
    const table = await screen.findByTestId('audit-trail');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Who', 'Action', 'Record or user', 'Address']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['2026-10-21 13:04 AEST', 'booker', 'Pickup booked', 'P1000001', '203.0.113.7'],
      ['2026-10-21 13:04 AEST', 'Carrier operations', 'Scan recorded', 'FP000012345 code 41', '10.0.0.1'],
      ['2026-10-21 13:04 AEST', 'Carrier staff (Sam Service)', 'Proof of delivery recorded', 'FP000012345', '10.0.0.2'],
    ]);
    expect(screen.getByTestId('list-count').textContent).toBe('All 3 events shown');
  });

  it('asks again for the chosen action and the search, and appends the next page', async () => {
    signInAs();
    const CURSOR = '1763600000000.7';
    const fetch = mockRoutes({
      'GET audit': (params) => (params.get('before') === CURSOR ? page([event({ target: 'P1000000' })])() : page([event()], CURSOR)()),
    });
    renderScreen(<AuditScreen />);
    await screen.findByText('P1000001');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('P1000000');
    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: 'password-changed' } });
    fireEvent.change(screen.getByRole('searchbox', { name: /Search/ }), { target: { value: ' booker ' } });
    await waitFor(() =>
      expect(paramsOf(fetch, 'GET audit')).toEqual([{}, { before: CURSOR }, { action: 'password-changed' }, { action: 'password-changed', search: 'booker' }]),
    );
  });

  it('is linked from the Users screen for those who may see users', async () => {
    signInAs();
    mockRoutes({ 'GET users': () => jsonResponse({ users: [], roles: [] }) });
    renderScreen(<UsersScreen />);
    expect(screen.getByRole('link', { name: 'Audit trail' }).getAttribute('href')).toBe('/settings/myusers/audit');
  });

  it('shows Permission Denied without Users view, asks nothing, and the Users screen has no link', () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Pickups: { view: true } } }));
    const fetch = mockRoutes({});
    const audit = renderScreen(<AuditScreen />);
    expect(screen.getByRole('dialog', { name: 'Permission Denied' }).textContent).toContain('You do not have access to view the users.');
    expect(screen.queryByTestId('audit-trail')).toBeNull();
    audit.unmount();
    renderScreen(<UsersScreen />);
    expect(screen.getByRole('dialog', { name: 'Permission Denied' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Audit trail' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
