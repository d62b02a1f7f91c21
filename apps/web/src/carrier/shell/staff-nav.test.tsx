import { screen, within } from '@testing-library/react';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/factories';
import { CARRIER_SECTIONS } from '../sections';
import { buildStaffSession, renderCarrierArea, sectionFixtures, signInStaff } from '../carrier-test-support';
import { useStaffSessionStore } from '../session/staff-session-store';

const navEntries = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Back office' });
  return within(nav).getAllByRole('link').map((link) => link.textContent);
};

describe("the back office's navigation (issue 26)", () => {
  beforeEach(() => {
    useStaffSessionStore.getState().logout();
    mockFetch(() => {
      throw new Error('no call expected');
    });
  });

  it("shows Pricing only the sections its role may read, and greets with the staff member's name and role", async () => {
    signInStaff(buildStaffSession({ role: 'Pricing', staff: { id: 8, username: 'pat', name: 'Pat Pricer', email: 'pat@carrier.example', role: 'Pricing' } }));
    renderCarrierArea('#/carrier', sectionFixtures());
    expect(await navEntries()).toEqual(['Home', 'Companies', 'Depots']);
    expect(screen.getByRole('heading', { name: 'Welcome, Pat Pricer' })).toBeTruthy();
    expect(screen.getByText('Pricing', { selector: 'strong' })).toBeTruthy();
    const listed = within(screen.getByRole('main')).getAllByRole('link').map((link) => link.textContent);
    expect(listed).toEqual(['Companies', 'Depots']);
  });

  it('shows the Administrator every section', async () => {
    signInStaff(buildStaffSession({ role: 'Administrator' }));
    renderCarrierArea('#/carrier', sectionFixtures());
    expect(await navEntries()).toEqual(['Home', 'Companies', 'Depots', 'Customer service', 'Audit trail', 'Staff']);
  });

  it('opens a section from its path, and refuses one the role may not use', async () => {
    signInStaff(buildStaffSession({ role: 'Pricing' }));
    renderCarrierArea('#/carrier/depots', sectionFixtures());
    expect(await screen.findByText('Depots screen')).toBeTruthy();
    window.location.hash = '#/carrier/staff';
    expect(await screen.findByText(CARRIER_MESSAGES.roleDenied)).toBeTruthy();
    expect(screen.queryByText('Staff screen')).toBeNull();
  });

  it('lists the sections built, and says so when none is open to the role', async () => {
    signInStaff(buildStaffSession({ role: 'Administrator' }));
    const { unmount } = renderCarrierArea('#/carrier');
    expect(await navEntries()).toEqual(['Home', ...CARRIER_SECTIONS.map((section) => section.label)]);
    unmount();
    renderCarrierArea('#/carrier', []);
    expect(await navEntries()).toEqual(['Home']);
    expect(screen.getByText('No section of the back office is open to your role yet.')).toBeTruthy();
  });
});
