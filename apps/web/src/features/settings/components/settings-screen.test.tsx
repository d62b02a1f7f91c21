import '../../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import type { Settings } from '@portal/domain/account/settings';
import { ROW_VERSION_MESSAGES } from '@portal/domain/validation/row-version';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import { jsonResponse, mockFetch, signInAs } from '../../../test/factories';
import { renderScreen } from '../../../test/render';
import { SettingsScreen } from './settings-screen';

const settings: Settings = { name: 'Jo Citizen', username: 'jo', role: 'Booking Officer', phone: '', email: 'jo@example.com', version: 3 };

describe('My Settings (spec 01 section 2) with a row version (decision 0030)', () => {
  beforeEach(() => useSessionStore.getState().logout());

  it('sends the version it read and shows the refusal when the user was changed meanwhile', async () => {
    signInAs();
    const fetch = mockFetch((_url, init) =>
      init.method === 'POST' ? jsonResponse({ error: ROW_VERSION_MESSAGES.settings }, { status: 409 }) : jsonResponse(settings),
    );
    renderScreen(<SettingsScreen />);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Jo Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(ROW_VERSION_MESSAGES.settings);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ name: 'Jo Renamed', version: 3 });
  });
});
