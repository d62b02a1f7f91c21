import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USER_MESSAGES } from '@portal/domain/account/users';
import type { CompanyAdministrator, CompanyAnswer } from '@portal/domain/carrier/company-calls';
import { COMPANY_FORM_MESSAGES, type CompanyRecord } from '@portal/domain/carrier/company-form';
import { buildCompanyForm } from '@portal/domain/carrier/test-factories';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/factories';
import { callsTo, mockCalls } from '../../test/mock-calls';
import { buildStaffSession, renderCarrierArea, signInStaff } from '../carrier-test-support';
import { useStaffSessionStore } from '../session/staff-session-store';

// A company's page (issue 26): its form with the server's refusals under their fields, Suspend
// and Reactivate after a confirmation, the first administrator's invitation and the users'
// password resets, each change's sentence at the top.

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const notices = () => screen.getAllByRole('status').map((element) => element.textContent);
const dialog = () => screen.findByRole('dialog');

const record = (over: Partial<CompanyRecord> = {}): CompanyRecord => ({ ...buildCompanyForm(), id: 5, suspendedAt: null, createdAt: Date.UTC(2026, 10, 2), ...over });
const ADA: CompanyAdministrator = { userId: 9, username: 'ada', name: 'Ada Lantern', email: 'ada@lantern.example', pending: true };
const USERS = { companyId: 5, users: [{ id: 9, username: 'ada', name: 'Ada Lantern', email: 'ada@lantern.example', role: 'Administrator', enabled: true, isAdmin: true }] };
const SENDERS = [{ id: 31, name: 'Acme Hardware Distribution Centre', place: '58 Boundary Road, Rocklea QLD 4106' }];

function mockCompany(answer: () => CompanyAnswer, routes: Parameters<typeof mockCalls>[0] = {}) {
  return mockCalls({
    'GET /carrier/companies/5': () => jsonResponse(answer()),
    'GET /carrier/companies/5/users': () => jsonResponse(answer().userCount > 0 ? USERS : { companyId: 5, users: [] }),
    ...routes,
  });
}

async function openCompany() {
  renderCarrierArea('#/carrier/companies/5');
  expect(await screen.findByRole('heading', { name: 'Acme Hardware Pty Ltd' })).toBeTruthy();
}

describe("a company's page", () => {
  beforeEach(() => {
    useStaffSessionStore.getState().logout();
    signInStaff(buildStaffSession({ role: 'Customer service' }));
  });

  it("saves the form, and puts the server's refusal of the default sender under its field", async () => {
    let refuse = true;
    const fetch = mockCompany(() => ({ company: record(), senders: SENDERS, administrator: null, userCount: 0 }), {
      'PUT /carrier/companies/5': () =>
        refuse
          ? jsonResponse({ error: COMPANY_FORM_MESSAGES.senderNotSaved }, { status: 400 })
          : jsonResponse({ companyId: 5, message: 'Acme Hardware Pty Ltd has been saved.', company: record({ defaultSenderId: 31 }) }),
    });
    await openCompany();
    fireEvent.change(screen.getByLabelText('Default sender'), { target: { value: '31' } });
    click('Save');
    const sender = screen.getByLabelText('Default sender');
    await waitFor(() => expect(sender.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(COMPANY_FORM_MESSAGES.senderNotSaved)).toBeTruthy();

    refuse = false;
    click('Save');
    await waitFor(() => expect(notices()).toContain('Acme Hardware Pty Ltd has been saved.'));
    const sent = callsTo(fetch, 'PUT /carrier/companies/5').map((init) => JSON.parse(String(init.body)) as Record<string, unknown>);
    expect(sent[1]).toMatchObject({ defaultSenderId: 31, abn: '51 824 753 556' });
    expect(sent[1]).not.toHaveProperty('id');
  });

  it('suspends only after the confirmation, then offers Reactivate', async () => {
    let suspendedAt: number | null = null;
    const fetch = mockCompany(() => ({ company: record({ suspendedAt }), senders: [], administrator: null, userCount: 0 }), {
      'POST /carrier/companies/5/suspend': () => {
        suspendedAt = Date.UTC(2026, 10, 27, 2);
        return jsonResponse({ companyId: 5, message: 'Acme Hardware Pty Ltd has been suspended: its users are signed out and cannot sign in until it is reactivated.', company: record({ suspendedAt }) });
      },
    });
    await openCompany();
    click('Suspend company');
    expect(within(await dialog()).getByText(/Its users are signed out at once/)).toBeTruthy();
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetch, 'POST /carrier/companies/5/suspend')).toHaveLength(0);

    click('Suspend company');
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Suspend company' }));
    await waitFor(() => expect(notices()).toContain('Acme Hardware Pty Ltd has been suspended: its users are signed out and cannot sign in until it is reactivated.'));
    expect(callsTo(fetch, 'POST /carrier/companies/5/suspend')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Reactivate company' })).toBeTruthy();
    expect(screen.getByText('Suspended 2026-11-27')).toBeTruthy();
  });

  it('invites the first administrator: the fields checked first, a taken username under its field', async () => {
    const fetch = mockCompany(() => ({ company: record(), senders: [], administrator: null, userCount: 0 }), {
      'POST /carrier/companies/5/administrator': (body) =>
        (body as { username: string }).username === 'admin'
          ? jsonResponse({ error: 'The username admin is already taken.' }, { status: 400 })
          : jsonResponse({ companyId: 5, userId: 9, message: 'An invitation with a temporary password has been sent to ada@lantern.example.' }, { status: 201 }),
    });
    await openCompany();
    const form = screen.getByRole('form', { name: 'Invite administrator' });
    click('Invite administrator');
    expect(within(form).getByText(USER_MESSAGES.nameBlank)).toBeTruthy();
    expect(within(form).getByText(USER_MESSAGES.emailBlank)).toBeTruthy();
    expect(callsTo(fetch, 'POST /carrier/companies/5/administrator')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Ada Lantern' } });
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'ada@lantern.example' } });
    click('Invite administrator');
    await waitFor(() => expect(within(form).getByLabelText('Username').getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('The username admin is already taken.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'ada' } });
    click('Invite administrator');
    await waitFor(() => expect(notices()).toContain('An invitation with a temporary password has been sent to ada@lantern.example.'));
    expect(JSON.parse(String(callsTo(fetch, 'POST /carrier/companies/5/administrator')[1]!.body))).toEqual({ name: 'Ada Lantern', username: 'ada', email: 'ada@lantern.example' });
  });

  it("sends the invitation again, and resets a user's password after a confirmation", async () => {
    const fetch = mockCompany(() => ({ company: record(), senders: [], administrator: ADA, userCount: 1 }), {
      'POST /carrier/companies/5/administrator/invitation': () => jsonResponse({ companyId: 5, userId: 9, message: 'An invitation with a temporary password has been sent to ada@lantern.example.' }),
      'POST /carrier/companies/5/users/9/password': () => jsonResponse({ companyId: 5, userId: 9, message: 'A temporary password for ada has been sent to ada@lantern.example.' }),
    });
    await openCompany();
    expect(screen.getByText('Ada Lantern (ada, ada@lantern.example) was invited and has not chosen a password yet.')).toBeTruthy();
    click('Resend invitation');
    await waitFor(() => expect(notices()).toContain('An invitation with a temporary password has been sent to ada@lantern.example.'));

    const users = await screen.findByTestId('company-users');
    expect(within(screen.getByTestId('company-user-9')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['ada', 'Ada Lantern', 'ada@lantern.example', 'Administrator', 'Yes', 'Yes', 'Reset password']);
    fireEvent.click(within(users).getByRole('button', { name: 'Reset password of ada' }));
    expect(within(await dialog()).getByText(/Send Ada Lantern a temporary password at ada@lantern.example\?/)).toBeTruthy();
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(notices()).toContain('A temporary password for ada has been sent to ada@lantern.example.'));
    expect(callsTo(fetch, 'POST /carrier/companies/5/users/9/password')).toHaveLength(1);
  });
});
