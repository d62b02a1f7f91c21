import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import type { SaveAnswer } from '@portal/domain/api/session';
import { ERROR_REPORT_LIMITS, ERROR_REPORTS_PER_MINUTE, withoutPersonalData } from '@portal/domain/reporting/error-report';
import { addressOf, rateLimitHook } from '../../http/rate-limit';

// POST /portal/errors (issue 12, spec 02 section 8: unexpected exceptions 'go to an
// error-reporting service'): the browser's report lands in the service's log with its release and
// screen, at level error, where the log's forwarding takes it (README, Configuration). No session
// is needed, since the login screen can fail too; no address, user or token is logged with it, and
// its texts are scrubbed again here, whoever sent them.

export async function reportingRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Stricter than the app-wide address limit, shared by every instance like it (decision 0031):
  // a looping page must not flood the log, whichever instance it reaches.
  const limit = rateLimitHook(app, 'report', ERROR_REPORTS_PER_MINUTE.address, addressOf);

  app.post('/errors', { schema: { body: REQUEST_SCHEMAS.reportError }, onRequest: limit }, (request): SaveAnswer => {
    const { kind, message, stack, screen, release } = request.body;
    const browserError = {
      kind,
      message: withoutPersonalData(message, ERROR_REPORT_LIMITS.message),
      stack: withoutPersonalData(stack, ERROR_REPORT_LIMITS.stack),
      screen: withoutPersonalData(screen, ERROR_REPORT_LIMITS.screen),
      release,
    };
    request.log.error({ browserError }, 'browser error');
    return { success: true, message: '' };
  });
}
