import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import type { KeepAliveAnswer, SaveAnswer, Session } from '@portal/domain/api/session';
import type { Deps } from '../../deps';
import { answerAuthOf, authOf, type Guards } from '../../http/session-auth';
import { clearSiteData } from '../../http/web-app';
import { createAuthService } from './service';

// Spec 01 section 7: POST/PUT/GET/DELETE login and POST password/reset, under /portal/.
export async function authRoutes(base: FastifyInstance, { deps, guards }: { deps: Deps; guards: Guards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const auth = createAuthService(deps);

  app.post(
    '/login',
    { schema: { body: REQUEST_SCHEMAS.login } },
    (request): Promise<Session> => auth.login(request.body, request.ip, request.log),
  );

  app.put(
    '/login',
    { preValidation: guards.session, schema: { body: REQUEST_SCHEMAS.chooseCompany } },
    (request): Promise<Session> => auth.chooseCompany(authOf(request), request.body.id),
  );

  app.get('/login', { preValidation: guards.answer }, (request): Promise<KeepAliveAnswer> => auth.keepAlive(answerAuthOf(request)));

  app.delete(
    '/login',
    { onRequest: clearSiteData, preValidation: guards.session },
    (request): Promise<SaveAnswer> => auth.logout(authOf(request)),
  );

  app.post(
    '/password/reset',
    { schema: { body: REQUEST_SCHEMAS.resetPassword } },
    (request): Promise<SaveAnswer> => auth.resetPassword(request.body),
  );
}
