import { MESSAGES, SERVER_MESSAGES } from '@portal/domain/messages';

/**
 * An answer a user can read (STYLE.md rule 9): the status and the messages the error handler
 * puts in the X-Error header and the JSON body. Services throw these; nothing else reaches a client.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: readonly string[],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(messages.join('\n'));
    this.name = 'HttpError';
  }
}

export const badRequest = (...messages: string[]) => new HttpError(400, messages);
export const forbidden = (message: string = SERVER_MESSAGES.forbidden) => new HttpError(403, [message]);
export const notFound = (message: string = SERVER_MESSAGES.notFound) => new HttpError(404, [message]);
/** The record's state refuses the change (a booking completed or converted meanwhile). */
export const conflict = (message: string) => new HttpError(409, [message]);
/** Spec 01 section 7: a 401 always means the session is over; the client logs out. */
export const sessionExpired = () => new HttpError(401, [MESSAGES.sessionExpired]);

export function tooManyAttempts(retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(429, [SERVER_MESSAGES.tooManyAttempts(minutes)], {
    'retry-after': String(Math.ceil(retryAfterMs / 1000)),
  });
}
