import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CARRIER_MESSAGES } from '@portal/domain/carrier/carrier-messages';
import type { CompanyAnswer, CompanyListAnswer, CompanyListRow } from '@portal/domain/carrier/company-calls';
import { COMPANY_FORM_MESSAGES, NEW_COMPANY_FORM, type CompanyRecord } from '@portal/domain/carrier/company-form';
import { buildCompanyForm } from '@portal/domain/carrier/test-factories';
import { STAFF_PERMISSION_NAMES } from '@portal/domain/carrier/staff-roles';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/factories';
import { callsTo, mockCalls } from '../../test/mock-calls';
import { buildStaffSession, renderCarrierArea, signInStaff } from '../carrier-test-support';
import { useStaffSessionStore } from '../session/staff-session-store';

// The Companies section (issue 26): the list, Create company and the nav entry, for roles that
// may write and roles that may only read.

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

const row = (id: number, name: string, over: Partial<CompanyListRow> = {}): CompanyListRow => ({ id, name, abn: '', suspendedAt: null, createdAt: Date.UTC(2026, 10, 2), ...over });
const record = (over: Partial<CompanyRecord> = {}): CompanyRecord => ({ ...buildCompanyForm(), id: 5, suspendedAt: null, createdAt: Date.UTC(2026, 10, 2), ...over });
const companyAnswer = (over: Partial<CompanyAnswer> = {}): CompanyAnswer => ({ company: record(), senders: [], administrator: null, userCount: 0, ...over });

const PAGE_ONE: CompanyListAnswer = { companies: [row(1, 'Acme Hardware Pty Ltd', { abn: '51 824 753 556' }), row(2, 'Coastal Foods Pty Ltd', { suspendedAt: Date.UTC(2026, 10, 20, 3) })], next: 2 };
const PAGE_TWO: CompanyListAnswer = { companies: [row(3, 'Harbour Traders Pty Ltd')], next: null };

/** The list's two pages, by the request's `after`. */
const listPage = (url: string) => jsonResponse(new URL(url, 'http://localhost').searchParams.get('after') === '2' ? PAGE_TWO : PAGE_ONE);

const urlsOf = (fetch: ReturnType<typeof mockCalls>, path: string) =>
  fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === path);

describe('the Companies section', () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it('lists companies by name with their ABN and state, searches on the server and shows more', async () => {
    signInStaff(buildStaffSession({ role: 'Customer service' }));
    const fetch = mockFetch((url) => listPage(url));
    renderCarrierArea('#/carrier/companies');
    const table = await screen.findByTestId('company-list');
    expect(within(table).getByRole('link', { name: 'Acme Hardware Pty Ltd' }).getAttribute('href')).toBe('#/carrier/companies/1');
    expect(within(screen.getByTestId('company-row-1')).getByText('51 824 753 556')).toBeTruthy();
    expect(within(screen.getByTestId('company-row-1')).getByText('Trading')).toBeTruthy();
    expect(within(screen.getByTestId('company-row-2')).getByText('Suspended 2026-11-20')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New company' })).toBeTruthy();

    click('Show more');
    expect(await screen.findByText('Harbour Traders Pty Ltd')).toBeTruthy();
    expect(screen.getByTestId('list-count').textContent).toBe('3 companies shown, all of them');
    expect(urlsOf(fetch, '/carrier/companies').at(-1)?.searchParams.get('after')).toBe('2');

    type('Search', ' 51 824 ');
    await waitFor(() => expect(urlsOf(fetch, '/carrier/companies').at(-1)?.searchParams.get('search')).toBe('51 824'));
  });

  it('shows a role that may only read no write button, and its company page read-only', async () => {
    signInStaff(buildStaffSession({ role: 'Pricing' }));
    const fetch = mockCalls({
      'GET /carrier/companies': () => jsonResponse(PAGE_ONE),
      'GET /carrier/companies/5': () => jsonResponse(companyAnswer({ userCount: 1, administrator: { userId: 9, username: 'ada', name: 'Ada Lantern', email: 'ada@lantern.example', pending: true } })),
      'GET /carrier/companies/5/users': () =>
        jsonResponse({ companyId: 5, users: [{ id: 9, username: 'ada', name: 'Ada Lantern', email: 'ada@lantern.example', role: 'Administrator', enabled: true, isAdmin: true }] }),
    });
    renderCarrierArea('#/carrier/companies');
    await screen.findByTestId('company-list');
    expect(screen.queryByRole('link', { name: 'New company' })).toBeNull();

    window.location.hash = '#/carrier/companies/5';
    expect(await screen.findByRole('heading', { name: 'Acme Hardware Pty Ltd' })).toBeTruthy();
    expect(await screen.findByTestId('company-users')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Suspend company|Resend invitation|Reset password|Save/ })).toBeNull();
    expect(screen.getByLabelText(/Company name/).matches(':disabled')).toBe(true);
    expect(callsTo(fetch, 'PUT /carrier/companies/5')).toHaveLength(0);

    window.location.hash = '#/carrier/companies/new';
    expect(await screen.findByText(CARRIER_MESSAGES.roleDenied)).toBeTruthy();
  });

  it('lists Companies in the navigation for a role with companies:read, and for no other', async () => {
    signInStaff(buildStaffSession({ role: 'Operations' }));
    mockCalls({ 'GET /carrier/companies': () => jsonResponse(PAGE_ONE) });
    const view = renderCarrierArea('#/carrier');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Companies' }).getAttribute('href')).toBe('#/carrier/companies');
    view.unmount();

    signInStaff(buildStaffSession({ role: 'Operations', permissions: STAFF_PERMISSION_NAMES.filter((p) => p !== 'companies:read') }));
    renderCarrierArea('#/carrier/companies');
    expect(await screen.findByText(CARRIER_MESSAGES.roleDenied)).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', { name: 'Companies' })).toBeNull();
  });
});

describe('Create company', () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it('puts each sentence under its field before sending, then creates the company and opens its page', async () => {
    signInStaff(buildStaffSession({ role: 'Administrator' }));
    const created = record({ id: 12, name: 'Lantern Wines Pty Ltd', abn: '51 824 753 556' });
    const fetch = mockCalls({
      'POST /carrier/companies': () => jsonResponse({ companyId: 12, message: 'Lantern Wines Pty Ltd has been created.', company: created }, { status: 201 }),
      'GET /carrier/companies/12': () => jsonResponse(companyAnswer({ company: created })),
      'GET /carrier/companies/12/users': () => jsonResponse({ companyId: 12, users: [] }),
    });
    renderCarrierArea('#/carrier/companies/new');
    expect(await screen.findByRole('heading', { name: 'New company' })).toBeTruthy();
    type(/ABN/, '51 824 753 557');
    type('Close time', '06:00');
    click('Create company');
    expect(screen.getByText(COMPANY_FORM_MESSAGES.nameBlank)).toBeTruthy();
    expect(screen.getByText(COMPANY_FORM_MESSAGES.abnInvalid)).toBeTruthy();
    expect(screen.getByText(COMPANY_FORM_MESSAGES.closeNotAfterOpen)).toBeTruthy();
    expect(callsTo(fetch, 'POST /carrier/companies')).toHaveLength(0);

    type(/Company name/, 'Lantern Wines Pty Ltd');
    type(/ABN/, '51 824 753 556');
    type('Close time', '17:00');
    fireEvent.click(screen.getByLabelText('Centimetres'));
    click('Create company');
    await waitFor(() => expect(callsTo(fetch, 'POST /carrier/companies')).toHaveLength(1));
    const sent: unknown = JSON.parse(String(callsTo(fetch, 'POST /carrier/companies')[0]!.body));
    expect(sent).toEqual({ ...NEW_COMPANY_FORM, name: 'Lantern Wines Pty Ltd', abn: '51 824 753 556', defaultClose: '17:00', dimensionUnit: 'cm' });
    expect(await screen.findByRole('heading', { name: 'Lantern Wines Pty Ltd' })).toBeTruthy();
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toContain('Lantern Wines Pty Ltd has been created.');
    expect(window.location.hash).toBe('#/carrier/companies/12');
    // No users yet: the first administrator is invited from here.
    expect(screen.getByRole('button', { name: 'Invite administrator' })).toBeTruthy();
  });
});
