import '../../test/setup';
import { RATE_SHEET_CALLS } from '@portal/domain/carrier/pricing-calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/factories';
import { buildStaffSession, signInStaff } from '../carrier-test-support';
import { useStaffSessionStore } from '../session/staff-session-store';
import { callCarrierFile, fileNameOf } from './call-carrier-file';

describe("the back office's file calls (issue 27)", () => {
  beforeEach(() => useStaffSessionStore.getState().logout());

  it('reads the file name of a Content-Disposition header, the encoded one first', () => {
    expect(fileNameOf('attachment; filename="general-2027.csv"')).toBe('general-2027.csv');
    expect(fileNameOf('attachment; filename=rates.xlsx')).toBe('rates.xlsx');
    expect(fileNameOf(`attachment; filename="Acme _ Co.csv"; filename*=UTF-8''Acme%20%26%20Co.csv`)).toBe('Acme & Co.csv');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });

  it('sends the staff token in the header, never the URL, and keeps the bytes and the name', async () => {
    signInStaff(buildStaffSession({ token: 'staff_secret' }));
    const fetch = mockFetch(() => new Response('a,b\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="v12.csv"' } }));
    const file = await callCarrierFile(RATE_SHEET_CALLS.exportVersion, { format: 'csv' }, { id: 12 }, 'fallback.csv');
    expect(file.fileName).toBe('v12.csv');
    expect(await file.blob.text()).toBe('a,b\n');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/carrier/pricing/versions/12/export?format=csv');
    expect(init?.headers).toMatchObject({ Accept: '*/*', Authorization: 'Bearer staff_secret' });
  });

  it("names the file itself when the answer does not, and reads a refusal's sentence", async () => {
    signInStaff();
    mockFetch(() => new Response('x'));
    expect((await callCarrierFile(RATE_SHEET_CALLS.exportVersion, { format: 'xlsx' }, { id: 3 }, 'rate-version-3.xlsx')).fileName).toBe('rate-version-3.xlsx');
    mockFetch(() => jsonResponse({ error: 'Your role does not allow this.' }, { status: 403 }));
    await expect(callCarrierFile(RATE_SHEET_CALLS.exportVersion, { format: 'csv' }, { id: 3 }, 'x.csv')).rejects.toMatchObject({ message: 'Your role does not allow this.', status: 403 });
  });

  it("signs the staff member out with 'Session expired' on a 401", async () => {
    signInStaff();
    mockFetch(() => jsonResponse({ error: 'Session expired' }, { status: 401 }));
    await expect(callCarrierFile(RATE_SHEET_CALLS.exportVersion, { format: 'csv' }, { id: 3 }, 'x.csv')).rejects.toMatchObject({ message: 'Session expired', status: 401 });
    expect(useStaffSessionStore.getState().logoutReason).toBe('Session expired');
  });
});
