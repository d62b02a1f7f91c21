import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONNOTE_BOOK_CALLS, connoteBookListSchema, electronicConnoteListSchema } from '@portal/domain/carrier/connote-book-calls';
import { connoteBookSchema } from '@portal/domain/carrier/connote-books';
import type { Deps } from '../../deps';
import type { StaffGuards } from '../../http/staff-auth';
import { createConnoteBooksService } from './service';

const params = z.object({ id: z.coerce.number().int().positive().max(2 ** 31) });

// The back office's connote books (issue 26): CONNOTE_BOOK_CALLS names them.
export async function connoteBooksRoutes(base: FastifyInstance, { deps, staffGuards }: { deps: Deps; staffGuards: StaffGuards }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const books = createConnoteBooksService(deps);
  const { connoteBooks, allotConnoteBook, electronicConnotes } = CONNOTE_BOOK_CALLS;
  const path = (call: { path: string }) => `/${call.path}`;
  const guard = staffGuards.of;

  app.get(path(connoteBooks), { ...guard(connoteBooks), schema: { querystring: connoteBookListSchema } }, (request) => books.list(request.query));
  app.post(path(allotConnoteBook), { ...guard(allotConnoteBook), schema: { params, body: connoteBookSchema } }, (request) =>
    books.allot(request.params.id, request.body),
  );
  app.get(path(electronicConnotes), { ...guard(electronicConnotes), schema: { querystring: electronicConnoteListSchema } }, (request) =>
    books.electronic(request.query),
  );
}
