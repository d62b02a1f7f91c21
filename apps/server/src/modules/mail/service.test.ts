import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api';
import { buildUser } from '../../test/factories';
import { fakeSmtp } from '../../test/fake-smtp';
import { testApp } from '../../test/test-app';

const smtp = await fakeSmtp();
afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));
const sending = await testApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Portal <portal@test.example>' });
const failing = await testApp({ smtpUrl: 'smtp://127.0.0.1:1' });

async function resetMailOf(t: typeof sending) {
  const user = await buildUser(t.db);
  await call(t.app, 'POST', 'password/reset', { body: { username: user.username, email: user.email } });
  await t.app.deps.mailer.idle();
  return { user, row: await t.db.selectFrom('outbox').selectAll().where('toAddress', '=', user.email).executeTakeFirstOrThrow() };
}

describe('mail with SMTP_URL set', () => {
  it('stores the message and sends it, then records when', async () => {
    const { user, row } = await resetMailOf(sending);
    expect(row).toMatchObject({ sentAt: sending.clock.now(), error: null });
    expect(smtp.received.some((m) => m.includes(`To: ${user.email}`) && m.includes('Temporary password:'))).toBe(true);
  });

  it('keeps the message and the reason when sending fails', async () => {
    const { row } = await resetMailOf(failing);
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
