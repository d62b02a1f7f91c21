import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { findAttachments, findUnsent, insertOutbox, markFailed, markSent, type MailMessage } from './repo';

// DESIGN.md: every message is stored in the outbox (inspectable through the operations API);
// with SMTP_URL set it is also sent. Sending happens after the caller's transaction commits and
// is not awaited by the request, so an answer never waits on (or reveals timing of) SMTP.

export interface Mailer {
  /** Stores a message; pass the transaction so it commits or rolls back with the change. */
  queue(db: Db, message: MailMessage): Promise<number>;
  /** Sends stored messages by SMTP when configured; never throws. */
  deliver(ids: readonly number[]): void;
  /** Resolves when every delivery started so far has finished (tests). */
  idle(): Promise<void>;
  /**
   * Shutdown: waits up to `limitMs` for started deliveries, then lets go of the transport. A
   * delivery still running is abandoned; its message stays unsent in the outbox.
   */
  drain(limitMs: number): Promise<void>;
}

export function createMailer(db: Db, config: AppConfig, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function send(ids: readonly number[]): Promise<void> {
    if (!transport || ids.length === 0) return;
    for (const message of await findUnsent(db, ids)) {
      try {
        const attachments = (await findAttachments(db, [message.id])).map((a) => ({ filename: a.fileName, contentType: a.contentType, content: a.content }));
        await transport.sendMail({ from: config.mailFrom, to: message.toAddress, subject: message.subject, text: message.body, attachments });
        await markSent(db, message.id, config.now());
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        log.warn({ outboxId: message.id, error: text }, 'mail not sent');
        await markFailed(db, message.id, text.slice(0, 1000));
      }
    }
  }

  return {
    queue: (trx, message) => insertOutbox(trx, message, config.now()),
    deliver(ids) {
      const job = send(ids).catch((error: unknown) => log.error({ err: error }, 'mail delivery failed'));
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async idle() {
      await Promise.all(pending);
    },
    async drain(limitMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(resolve, limitMs, 'late');
      });
      const outcome = await Promise.race([this.idle(), late]);
      clearTimeout(timer);
      if (outcome === 'late') log.warn({ deliveries: pending.size }, 'mail still being delivered at shutdown; left unsent in the outbox');
      transport?.close();
    },
  };
}
