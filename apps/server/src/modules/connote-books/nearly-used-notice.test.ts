import { describe, expect, it } from 'vitest';
import type { ConnoteBooksAnswer } from '@portal/domain/carrier/connote-book-calls';
import { connoteNumberOf } from '@portal/domain/consignment/connote-number';
import { ROLE } from '../../db/seed/demo-users';
import { login } from '../../test/api';
import { bookConsignment, copyMailsTo } from '../../test/consignments';
import { startDropFreight } from '../../test/drop-freight-drafts';
import { buildCompany, buildUser, FACTORY_PASSWORD } from '../../test/factories';
import { signedInStaff, staffCall } from '../../test/staff';
import { testApp } from '../../test/test-app';

// A book's nearly-used notice (issue 26): the booking that takes a book to 90% used tells the
// company's administrators (enabled ones) and the staff mailbox, one e-mail each, once per book,
// through the outbox in the booking's own transaction. Read back from the outbox.

const STAFF_MAILBOX = 'books@freightportal.example';
const { app, db, clock } = await testApp({ staffMailbox: STAFF_MAILBOX });
const operations = await signedInStaff(app, db, clock, 'Operations');

const company = await buildCompany(db, { name: 'Harbour Hardware Pty Ltd' });
const other = await buildCompany(db, { name: 'Elsewhere Pty Ltd' });
const admin = await buildUser(db, { companyId: company.id, isAdmin: true, role: ROLE.administrator, email: 'owner@harbour.example' });
const disabledAdmin = await buildUser(db, { companyId: company.id, isAdmin: true, role: ROLE.administrator, enabled: false, email: 'former@harbour.example' });
const otherAdmin = await buildUser(db, { companyId: other.id, isAdmin: true, role: ROLE.administrator, email: 'owner@elsewhere.example' });
const booker = await buildUser(db, { companyId: company.id, role: ROLE.bookingOfficer, email: 'desk@harbour.example' });
const token = await login(app, booker.username, { password: FACTORY_PASSWORD, companyId: company.id });

const allot = async (firstSerial: number, lastSerial: number) => {
  const response = await staffCall(app, 'POST', `companies/${company.id}/connote-books`, { token: operations.token, body: { firstSerial, lastSerial } });
  expect(response.statusCode, response.body).toBe(200);
};
const notices = async (address: string) => (await copyMailsTo({ app, db }, address)).filter((m) => m.subject.startsWith('Connote book'));
const everyNotice = async () => (await db.selectFrom('outbox').selectAll().where('subject', 'like', 'Connote book%').orderBy('id').execute()).map((m) => m.toAddress);

describe("a book's nearly-used notice", () => {
  it('goes with the booking that takes the book to 90%, to each enabled administrator and the staff mailbox, once', async () => {
    await allot(50_000_000, 50_000_009);
    for (let n = 0; n < 8; n += 1) await bookConsignment(app, token, {}, connoteNumberOf(50_000_000 + n));
    expect(await everyNotice()).toEqual([]);

    await bookConsignment(app, token, {}, connoteNumberOf(50_000_008));
    expect(await everyNotice()).toEqual([admin.email, STAFF_MAILBOX]);
    const [mail] = await notices(admin.email);
    expect(mail!.subject).toBe('Connote book FP500000005 to FP500000096 is 90% used');
    expect(mail!.body).toContain("Harbour Hardware Pty Ltd's connote book FP500000005 to FP500000096 is 90% used: 9 of its 10 connotes are taken and 1 remains.");
    expect((await notices(STAFF_MAILBOX))[0]!.body).toBe(mail!.body);
    for (const nobody of [disabledAdmin.email, otherAdmin.email, booker.email]) expect(await notices(nobody)).toEqual([]);

    // The last connote of the book tells no one again.
    await bookConsignment(app, token, {}, connoteNumberOf(50_000_009));
    expect(await everyNotice()).toHaveLength(2);
    const listed = (await staffCall(app, 'GET', `connote-books?companyId=${company.id}`, { token: operations.token })).json<ConnoteBooksAnswer>();
    expect(listed.books[0]).toMatchObject({ used: 10, remaining: 0, percentUsed: 100, nearlyUsedNoticeAt: clock.now() });
  });

  it('goes with a drop freight numbered from the book too', async () => {
    await allot(51_000_000, 51_000_000);
    await startDropFreight(app, token, { conType: 'preManual', conNumber: connoteNumberOf(51_000_000) });
    const subjects = (await notices(STAFF_MAILBOX)).map((m) => m.subject);
    expect(subjects).toEqual(['Connote book FP500000005 to FP500000096 is 90% used', `Connote book ${connoteNumberOf(51_000_000)} to ${connoteNumberOf(51_000_000)} is 100% used`]);
    expect(await notices(admin.email)).toHaveLength(2);
  });
});
