import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { CLAIM_MS, MAX_ATTEMPTS, REDELIVERY_BATCH, REDELIVERY_INTERVAL_MS, REDELIVERY_MAX_AGE_MS, retryDelayMs, TRANSPORT_TIMEOUTS } from './delivery';
import { addAttachments, claimUnsent, findAttachments, insertOutbox, markFailed, markSent, release, type ClaimScope, type MailAttachment, type MailMessage } from './repo';

// DESIGN.md: every message is stored in the outbox (inspectable through the operations API);
// with SMTP_URL set it is also sent. Sending happens after the caller's transaction commits and
// is not awaited by the request, so an answer never waits on (or reveals timing of) SMTP. A
// message is claimed before it is sent, and one that could not be sent, or whose instance died
// sending it, is tried again by whichever instance sweeps first (delivery.ts, migration 0014).

export interface Mailer {
  /** Stores a message; pass the transaction so it commits or rolls back with the change. */
  queue(db: Db, message: MailMessage): Promise<number>;
  /**
   * Stores a message that `deliverWith` completes after the commit: held from every sender for
   * a claim's length, so that no instance sends it before its attachments are in.
   */
  queueHeld(db: Db, message: MailMessage): Promise<number>;
  /** Sends stored messages by SMTP when configured; never throws. */
  deliver(ids: readonly number[]): void;
  /**
   * After the commit: adds what `attach` makes to a held message, lets it go and sends it; never
   * throws. If `attach` fails the message goes without, and the reason is logged: a booking's
   * copy-to e-mail still says what was booked. An instance that dies before this leaves the
   * message held until its claim runs out; the next sweep then sends it as it is.
   */
  deliverWith(id: number, attach: () => Promise<readonly MailAttachment[]>): void;
  /** Claims and sends the messages due to be tried again (the timer's work; tests call it). */
  redeliver(): Promise<void>;
  /** Resolves when every delivery started so far has finished (tests). */
  idle(): Promise<void>;
  /**
   * Shutdown: waits up to `limitMs` for started deliveries, then lets go of the transport. A
   * delivery still running is abandoned; its message stays unsent in the outbox, and another
   * instance (or this one, restarted) sends it once its claim runs out.
   */
  drain(limitMs: number): Promise<void>;
}

export function createMailer(db: Db, config: AppConfig, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport({ url: config.smtpUrl, ...TRANSPORT_TIMEOUTS }) : null;
  const pending = new Set<Promise<void>>();

  async function send(scope: ClaimScope): Promise<void> {
    if (!transport) return;
    const now = config.now();
    for (const message of await claimUnsent(db, scope, now, now + CLAIM_MS)) {
      try {
        const attachments = (await findAttachments(db, [message.id])).map((a) => ({ filename: a.fileName, contentType: a.contentType, content: a.content }));
        await transport.sendMail({ from: config.mailFrom, to: message.toAddress, subject: message.subject, text: message.body, attachments });
        await markSent(db, message.id, config.now());
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        log.warn({ outboxId: message.id, attempts: message.attempts, error: text }, 'mail not sent');
        await markFailed(db, message.id, text.slice(0, 1000), config.now() + retryDelayMs(message.attempts));
      }
    }
  }

  function track(job: Promise<void>): Promise<void> {
    const tracked = job.catch((error: unknown) => log.error({ err: error }, 'mail delivery failed'));
    pending.add(tracked);
    void tracked.finally(() => pending.delete(tracked));
    return tracked;
  }

  const redeliver = () => {
    const now = config.now();
    return track(send({ due: { createdSince: now - REDELIVERY_MAX_AGE_MS, maxAttempts: MAX_ATTEMPTS, limit: REDELIVERY_BATCH } }));
  };
  // Only an instance that can send sweeps; without SMTP the outbox is the record.
  const timer = transport ? setInterval(() => void redeliver(), REDELIVERY_INTERVAL_MS) : null;
  timer?.unref();

  return {
    queue: (trx, message) => insertOutbox(trx, message, config.now()),
    queueHeld: (trx, message) => insertOutbox(trx, message, config.now(), config.now() + CLAIM_MS),
    deliver(ids) {
      void track(send({ ids }));
    },
    deliverWith(id, attach) {
      const job = async () => {
        try {
          await addAttachments(db, id, await attach());
        } catch (error) {
          log.error({ err: error, outboxId: id }, 'attachment not made; the message goes without it');
        }
        await release(db, id);
        await send({ ids: [id] });
      };
      void track(job());
    },
    redeliver,
    async idle() {
      await Promise.all(pending);
    },
    async drain(limitMs) {
      if (timer) clearInterval(timer);
      let late: NodeJS.Timeout | undefined;
      const tooLate = new Promise<'late'>((resolve) => {
        late = setTimeout(resolve, limitMs, 'late');
      });
      const outcome = await Promise.race([this.idle(), tooLate]);
      clearTimeout(late);
      if (outcome === 'late') log.warn({ deliveries: pending.size }, 'mail still being delivered at shutdown; left unsent in the outbox');
      transport?.close();
    },
  };
}

// What other modules use of mail (issue 25, decision 0051).
export type { MailAttachment, MailMessage } from './repo';
/** The outbox as the operations API shows it, and one message's attachment. */
export { findAttachment, listOutbox } from './repo';
/** The texts of the account messages. */
export { newUserMail, passwordResetMail, staffAccountMail } from './templates';
