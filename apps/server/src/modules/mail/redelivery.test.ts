import { afterAll, describe, expect, it, vi } from 'vitest';
import { fakeSmtp } from '../../test/fake-smtp';
import { testApp } from '../../test/test-app';
import { CLAIM_MS, MAX_ATTEMPTS, REDELIVERY_INTERVAL_MS, REDELIVERY_MAX_AGE_MS, retryDelayMs } from './delivery';
import { createMailer } from './service';

// Migration 0014: a message its instance never sent (it died, or SMTP refused) is sent by the
// next sweep of any instance, once, within its tries and its day.

const smtp = await fakeSmtp();
afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));
const sending = await testApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Portal <portal@test.example>' });
const failing = await testApp({ smtpUrl: 'smtp://127.0.0.1:1' });

let sequence = 0;
/** A message queued as a booking queues it, its instance gone before sending it. */
async function orphan(t: typeof sending) {
  const to = `orphan${++sequence}@test.example`;
  const id = await t.app.deps.mailer.queue(t.db, { to, subject: `Left behind ${sequence}`, body: 'Sent by whoever sweeps.' });
  return { id, to };
}
const rowOf = (t: typeof sending, id: number) => t.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const receivedBy = (to: string) => smtp.received.filter((m) => m.includes(`To: ${to}`)).length;

describe('mail left unsent', () => {
  it('is sent by the next sweep, once, even when three instances sweep at once', async () => {
    const { id, to } = await orphan(sending);
    const others = [createMailer(sending.db, sending.config, sending.app.log), createMailer(sending.db, sending.config, sending.app.log)];
    await Promise.all([sending.app.deps.mailer.redeliver(), ...others.map((m) => m.redeliver())]);
    await Promise.all(others.map((m) => m.drain(1000)));
    expect(receivedBy(to)).toBe(1);
    expect(await rowOf(sending, id)).toMatchObject({ sentAt: sending.clock.now(), attempts: 1, error: null, claimedUntil: null });
  });

  it('waits while another instance holds the claim, and takes it over once the claim runs out', async () => {
    const { id, to } = await orphan(sending);
    // Another instance claimed it and died sending it.
    await sending.db.updateTable('outbox').set({ claimedUntil: sending.clock.now() + CLAIM_MS, attempts: 1 }).where('id', '=', id).execute();
    await sending.app.deps.mailer.redeliver();
    expect(receivedBy(to)).toBe(0);
    sending.clock.advance(CLAIM_MS);
    await sending.app.deps.mailer.redeliver();
    expect(receivedBy(to)).toBe(1);
    expect(await rowOf(sending, id)).toMatchObject({ attempts: 2, sentAt: sending.clock.now() });
  });

  it('is swept every minute, without a call', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const withSmtp = createMailer(sending.db, sending.config, sending.app.log);
      const { id, to } = await orphan(sending);
      vi.advanceTimersByTime(REDELIVERY_INTERVAL_MS - 1);
      await withSmtp.idle();
      expect(receivedBy(to)).toBe(0);
      vi.advanceTimersByTime(1);
      await withSmtp.idle();
      expect(receivedBy(to)).toBe(1);
      expect((await rowOf(sending, id)).attempts).toBe(1);
      await withSmtp.drain(1000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not sent once a day old', async () => {
    const { id, to } = await orphan(sending);
    sending.clock.advance(REDELIVERY_MAX_AGE_MS + 1);
    await sending.app.deps.mailer.redeliver();
    expect(receivedBy(to)).toBe(0);
    expect(await rowOf(sending, id)).toMatchObject({ sentAt: null, attempts: 0 });
  });
});

describe('mail held for an attachment still to come (decision 0045)', () => {
  const held = async (to: string) => sending.app.deps.mailer.queueHeld(sending.db, { to, subject: 'Booked', body: 'Labels attached.' });
  const attachment = { fileName: 'labels.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 labels') };

  it('is sent by no sweep before its attachment is in, then once with it', async () => {
    const to = `held${++sequence}@test.example`;
    const id = await held(to);
    await sending.app.deps.mailer.redeliver();
    expect(receivedBy(to)).toBe(0);
    sending.app.deps.mailer.deliverWith(id, async () => [attachment]);
    await sending.app.deps.mailer.idle();
    const sent = smtp.received.filter((m) => m.includes(`To: ${to}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('filename=labels.pdf');
    expect(await rowOf(sending, id)).toMatchObject({ sentAt: sending.clock.now(), attempts: 1, claimedUntil: null });
  });

  it('goes without the attachment when it cannot be made', async () => {
    const to = `held${++sequence}@test.example`;
    const id = await held(to);
    sending.app.deps.mailer.deliverWith(id, () => Promise.reject(new Error('renderer failed')));
    await sending.app.deps.mailer.idle();
    expect(receivedBy(to)).toBe(1);
    expect(await sending.db.selectFrom('outboxAttachments').select('id').where('messageId', '=', id).execute()).toEqual([]);
  });

  it('is sent as it is by a later sweep when its instance died before adding the attachment', async () => {
    const to = `held${++sequence}@test.example`;
    await held(to);
    sending.clock.advance(CLAIM_MS - 1);
    await sending.app.deps.mailer.redeliver();
    expect(receivedBy(to)).toBe(0);
    sending.clock.advance(1);
    await sending.app.deps.mailer.redeliver();
    expect(receivedBy(to)).toBe(1);
  });
});

describe('mail SMTP refused', () => {
  it(`is tried again after 1, 5, 15 and 60 minutes, ${MAX_ATTEMPTS} tries in all, keeping the reason`, async () => {
    const { id } = await orphan(failing);
    failing.app.deps.mailer.deliver([id]);
    await failing.app.deps.mailer.idle();
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts++) {
      expect(await rowOf(failing, id)).toMatchObject({ attempts, sentAt: null, error: expect.stringMatching(/ECONNREFUSED|connect/i) });
      // Not before its delay.
      failing.clock.advance(retryDelayMs(attempts) - 1);
      await failing.app.deps.mailer.redeliver();
      expect((await rowOf(failing, id)).attempts).toBe(attempts);
      failing.clock.advance(1);
      await failing.app.deps.mailer.redeliver();
    }
    expect((await rowOf(failing, id)).attempts).toBe(MAX_ATTEMPTS);
    failing.clock.advance(retryDelayMs(MAX_ATTEMPTS));
    await failing.app.deps.mailer.redeliver();
    expect(await rowOf(failing, id)).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null, error: expect.stringMatching(/ECONNREFUSED|connect/i) });
  });
});
