import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import type { Settings, SettingsSaveAnswer } from '@portal/domain/account/settings';
import type { SaveAnswer } from '@portal/domain/api/session';
import type { Deps } from '../../deps';
import { authOf, companyAuthOf, type Guards } from '../../http/session-auth';
import { createAccountService } from './service';

// Spec 01 section 7: GET/POST settings and POST changepassword. changepassword works without a
// chosen company and with a temporary password: it is how a reset user gets back in.
export async function accountRoutes(base: FastifyInstance, { deps, guards }: { deps: Deps; guards: Guards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const account = createAccountService(deps);

  app.get('/settings', { preValidation: guards.company }, (request): Settings => account.getSettings(companyAuthOf(request)));

  app.post(
    '/settings',
    { preValidation: guards.company, schema: { body: REQUEST_SCHEMAS.saveSettings } },
    (request): Promise<SettingsSaveAnswer> => account.saveSettings(companyAuthOf(request), request.body),
  );

  app.post(
    '/changepassword',
    { preValidation: guards.session, schema: { body: REQUEST_SCHEMAS.changePassword } },
    (request): Promise<SaveAnswer> => account.changePassword(authOf(request), request.body),
  );
}
