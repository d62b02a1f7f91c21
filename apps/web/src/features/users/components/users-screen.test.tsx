import '../../../test/setup';
import { fireEvent, screen, within } from '@testing-library/react';
import type { UsersAnswer } from '@portal/domain/account/users';
import { ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildSession, jsonResponse, mockFetch, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { UsersScreen } from './users-screen';

const answer: UsersAnswer = {
  users: [
    { id: 7, name: 'Sam Lee', username: 'sam', email: 'sam@example.com', role: 1, enabled: true, resetPassword: false, version: 1 },
  ],
  roles: [
    { ugSEQ: 1, ugName: 'Administrator' },
    { ugSEQ: 2, ugName: 'Booking Officer' },
  ],
};

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Users screen (spec 01 section 2)', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it('lists each error of a new row and keeps Save disabled', async () => {
    signInAs();
    mockFetch(() => jsonResponse(answer));
    renderScreen(<UsersScreen />);
    await screen.findByRole('option', { name: 'Sam Lee' });
    expect(button('Save').disabled).toBe(false);

    fireEvent.click(button('Add'));
    const alert = screen.getByRole('alert');
    const lines = within(alert).getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      'New User: Name cannot be blank',
      'New User: Username cannot be blank',
      'New User: email cannot be blank',
      'New User: Role cannot be blank',
      'Please fix the issue or contact your provider.',
    ]);
    expect(button('Save').disabled).toBe(true);
    expect(screen.getByRole('option', { name: 'New User' }).getAttribute('aria-selected')).toBe('true');
  });

  it('locks the form until Edit User, which then reads Lock User', async () => {
    signInAs();
    mockFetch(() => jsonResponse(answer));
    renderScreen(<UsersScreen />);
    await screen.findByRole('option', { name: 'Sam Lee' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    fireEvent.click(button('Edit User'));
    expect(button('Lock User')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).closest('fieldset')?.disabled).toBe(false);
  });

  it("sends each row's version and shows the refusal when someone changed the user meanwhile", async () => {
    signInAs();
    const stale = ROW_VERSION_MESSAGES.user('Sam Lee');
    const fetch = mockFetch((_url, init) => (init.method === 'POST' ? jsonResponse({ error: stale }, { status: 409 }) : jsonResponse(answer)));
    renderScreen(<UsersScreen />);
    await screen.findByRole('option', { name: 'Sam Lee' });
    fireEvent.click(button('Edit User'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sam Leigh' } });
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toContain(stale);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ users: [{ id: 7, name: 'Sam Leigh', version: 1 }] });
  });

  it('disables Edit, Add and Delete without the Users flags', async () => {
    signInAs(buildSession({ isAdmin: false, permissions: { Users: { view: true } } }));
    mockFetch(() => jsonResponse(answer));
    renderScreen(<UsersScreen />);
    await screen.findByRole('option', { name: 'Sam Lee' });
    for (const name of ['Edit User', 'Add', 'Delete']) expect(button(name).disabled).toBe(true);
  });

  it('shows Permission Denied without Users view', () => {
    signInAs(buildSession({ permissions: {} }));
    const fetch = mockFetch(() => jsonResponse(answer));
    renderScreen(<UsersScreen />);
    const dialog = screen.getByRole('dialog', { name: 'Permission Denied' });
    expect(dialog.textContent).toContain('You do not have access to view the users.');
    expect(within(dialog).getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
