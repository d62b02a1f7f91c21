import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REQUEST_SCHEMAS } from '@portal/domain/api/request-schemas';
import type { UsersAnswer, UsersSaveAnswer } from '@portal/domain/account/users';
import type { Deps } from '../../deps';
import { companyAuthOf, type Guards } from '../../http/session-auth';
import { createUsersService } from './service';

// Spec 01 section 7: GET users (rows and roles) and POST users (all rows at once).
export async function usersRoutes(base: FastifyInstance, { deps, guards }: { deps: Deps; guards: Guards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const users = createUsersService(deps);

  app.get('/users', { preValidation: guards.company }, (request): Promise<UsersAnswer> => users.list(companyAuthOf(request)));

  app.post(
    '/users',
    { preValidation: guards.company, schema: { body: REQUEST_SCHEMAS.saveUsers } },
    (request): Promise<UsersSaveAnswer> => users.save(companyAuthOf(request), request.body.users),
  );
}
