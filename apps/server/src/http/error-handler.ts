import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorAnswer } from '@portal/domain/api/session';
import { MESSAGES, SERVER_MESSAGES } from '@portal/domain/messages';
import { HttpError } from './errors';
import { validationMessages } from './validation-messages';

/** Header values must be latin1 and one line; anything else becomes '?'. */
export function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/**
 * Every non-2xx answer has the same shape (DESIGN.md, service contract): the message in
 * X-Error (several joined with '; ') and JSON { error, errors? }. A 401 carries the status text
 * 'Session expired', which is what the client checks (spec 01 section 7).
 */
export function sendError(reply: FastifyReply, statusCode: number, messages: readonly string[]): FastifyReply {
  if (statusCode === 401) reply.raw.statusMessage = MESSAGES.sessionExpired;
  const body: ErrorAnswer = { error: messages.join('\n') };
  if (messages.length > 1) body.errors = [...messages];
  return reply
    .code(statusCode)
    .header('x-error', headerSafe(messages.join('; ')))
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, ...) in plain sentences. */
function clientErrorMessage(statusCode: number): string {
  if (statusCode === 404) return SERVER_MESSAGES.notFound;
  if (statusCode === 413) return SERVER_MESSAGES.requestTooLarge;
  if (statusCode === 415) return SERVER_MESSAGES.unsupportedMediaType;
  return SERVER_MESSAGES.badRequest;
}

/**
 * Fastify's router answers a path it cannot read (a broken percent escape, or a part beyond the
 * router's maxParamLength, 100) before any route or error handler, in a shape of its own that
 * echoes the path. Given as the `frameworkErrors` option, they get our shape and sentence.
 */
export function routerError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 414, [SERVER_MESSAGES.urlPartTooLong]);
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, 400, [SERVER_MESSAGES.badUrl]);
  return sendError(reply, error.statusCode ?? 400, [clientErrorMessage(error.statusCode ?? 400)]);
}

export function installErrorHandling(app: FastifyInstance): void {
  // Every body the service takes is JSON (scanned originals too, base64 inside it). Fastify also
  // parses text/plain, which handed a JSON route a string and a 400 about its shape; without that
  // parser every other type is refused here as a 415 with its plain sentence (issue 13).
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return sendError(reply, error.statusCode, error.messages);
    }
    // Schema failures: each refused field named with what is wrong (validation-messages.ts).
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const messages = error.validation ? validationMessages(error.validation) : [];
      return sendError(reply, 400, messages.length > 0 ? messages : [SERVER_MESSAGES.badRequest]);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, statusCode: status }, 'client error');
      return sendError(reply, status, [clientErrorMessage(status)]);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, [SERVER_MESSAGES.internal]);
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, [SERVER_MESSAGES.notFound]));
}
