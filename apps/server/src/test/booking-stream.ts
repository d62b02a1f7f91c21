import type { PickupSaveAnswer } from '@portal/domain/api/pickup';
import { pickupDraft } from './pickup-drafts';
import { portal } from './process-calls';

// A stream of bookings against a server process, each with its own Idempotency-Key, for the
// tests that kill the process under it (durability.test.ts). Every call sent is written in a
// ledger with its answer, if one came: what a client would know after the crash.

export type BookingCall = 'pickups/new' | 'pickups/convert';

export interface Sent {
  call: BookingCall;
  key: string;
  body: unknown;
  /** The HTTP status, when an answer came; none when the process died first. */
  status?: number;
  /** The answer's body as sent. */
  answer?: string;
}

export interface Stream {
  /** Resolves on the stream's first 200: the server is booking. */
  firstBooked: Promise<void>;
  /** Resolves once every worker has stopped: the server went away, or `limit` calls were sent. */
  done: Promise<void>;
}

/**
 * `workers` clients booking at once: each books a pickup (POST pickups/new) and creates the
 * consignment of every other one (POST pickups/convert, electronic connote), until a call fails
 * on its connection or the stream has sent `limit` calls.
 */
export function bookingStream(port: number, token: string, ledger: Sent[], options: { prefix: string; workers: number; limit: number }): Stream {
  let sent = 0;
  let stopped = false;
  let booked!: () => void;
  const firstBooked = new Promise<void>((resolve) => (booked = resolve));

  const send = async (entry: Sent): Promise<boolean> => {
    ledger.push(entry);
    sent += 1;
    try {
      const answer = await portal(port, 'POST', entry.call, { token, key: entry.key, body: entry.body });
      entry.status = answer.status;
      entry.answer = answer.body;
      if (answer.status === 200) booked();
      return answer.status === 200;
    } catch {
      // The connection was reset or refused: the process is gone.
      stopped = true;
      return false;
    }
  };

  const worker = async (w: number) => {
    for (let i = 0; !stopped && sent < options.limit; i += 1) {
      const name = `${options.prefix}-${w}-${i}`;
      const pickup: Sent = { call: 'pickups/new', key: `${name}-new`, body: pickupDraft({ pickupRef: name }) };
      if (!(await send(pickup)) || i % 2 === 1 || stopped) continue;
      const { pickupNumber } = JSON.parse(pickup.answer!) as PickupSaveAnswer;
      await send({ call: 'pickups/convert', key: `${name}-convert`, body: { pickupNumber, conNumber: '', ExtraEmail: '' } });
    }
  };

  const done = Promise.all(Array.from({ length: options.workers }, (_, w) => worker(w))).then(() => undefined);
  return { firstBooked, done };
}

/** Sends every call of the ledger again, same key and body, `parallel` at a time; answers in ledger order. */
export async function resend(port: number, token: string, ledger: readonly Sent[], parallel: number) {
  const answers: Awaited<ReturnType<typeof portal>>[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ledger.length) {
      const i = next++;
      const entry = ledger[i]!;
      answers[i] = await portal(port, 'POST', entry.call, { token, key: entry.key, body: entry.body });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return answers;
}
