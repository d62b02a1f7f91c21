import { screen } from '@testing-library/react';
import axe from 'axe-core';
import type { CompanyAnswer, CompanyListAnswer } from '@portal/domain/carrier/company-calls';
import { buildCompanyForm } from '@portal/domain/carrier/test-factories';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { mockCalls } from '../../test/mock-calls';
import { buildStaffSession, renderCarrierArea, signInStaff } from '../carrier-test-support';
import { useStaffSessionStore } from '../session/staff-session-store';

// The Companies screens checked with axe-core (issue 26: axe-clean pages): labels, names, roles
// and structure. Colour contrast needs a browser's layout, which jsdom has not.

const LIST: CompanyListAnswer = {
  companies: [
    { id: 5, name: 'Acme Hardware Pty Ltd', abn: '51 824 753 556', suspendedAt: null, createdAt: Date.UTC(2026, 10, 2) },
    { id: 6, name: 'Coastal Foods Pty Ltd', abn: '', suspendedAt: Date.UTC(2026, 10, 20), createdAt: Date.UTC(2026, 10, 2) },
  ],
  next: 6,
};
const COMPANY: CompanyAnswer = {
  company: { ...buildCompanyForm(), id: 5, suspendedAt: null, createdAt: Date.UTC(2026, 10, 2) },
  senders: [{ id: 31, name: 'Acme Hardware Distribution Centre', place: '58 Boundary Road, Rocklea QLD 4106' }],
  administrator: null,
  userCount: 0,
};

async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the Companies screens with axe', () => {
  beforeEach(() => {
    useStaffSessionStore.getState().logout();
    signInStaff(buildStaffSession({ role: 'Administrator' }));
    mockCalls({
      'GET /carrier/companies': () => jsonResponse(LIST),
      'GET /carrier/companies/5': () => jsonResponse(COMPANY),
      'GET /carrier/companies/5/users': () => jsonResponse({ companyId: 5, users: [] }),
    });
  });

  it('the list', async () => {
    renderCarrierArea('#/carrier/companies');
    await screen.findByTestId('company-list');
    expect(await violations()).toEqual([]);
  });

  it("a company's page, with the invitation form", async () => {
    renderCarrierArea('#/carrier/companies/5');
    await screen.findByRole('form', { name: 'Invite administrator' });
    await screen.findByText('No users yet.');
    expect(await violations()).toEqual([]);
  });

  it('Create company', async () => {
    renderCarrierArea('#/carrier/companies/new');
    await screen.findByRole('heading', { name: 'New company' });
    expect(await violations()).toEqual([]);
  });
});
