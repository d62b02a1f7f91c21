import '../../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import { GUESSABLE_PASSWORD_MESSAGE } from '@portal/domain/account/password';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildSession, jsonResponse, mockFetch, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { ChangePasswordScreen } from './change-password-screen';

// The strength rule runs on the server only (decision 0033): the form passes the spec's rules,
// sends the change, and must show the server's refusal in its error area.
describe('New Password (spec 01 section 2) refused by the strength rule', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it('shows the server refusal and stays on the form', async () => {
    signInAs(buildSession({ mustChangePassword: true }));
    const fetch = mockFetch(() =>
      jsonResponse(
        { error: GUESSABLE_PASSWORD_MESSAGE },
        { status: 400, headers: { 'Content-Type': 'application/json', 'X-Error': GUESSABLE_PASSWORD_MESSAGE } },
      ),
    );
    renderScreen(<ChangePasswordScreen required />);
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'Temp-Pass-9xyz' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Acme#2026' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Acme#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe(GUESSABLE_PASSWORD_MESSAGE);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ newPassword: 'Acme#2026', confirmPassword: 'Acme#2026' });
    expect(screen.queryByText('Dashboard screen')).toBeNull();
    expect(useSessionStore.getState().session?.user.mustChangePassword).toBe(true);
  });
});
